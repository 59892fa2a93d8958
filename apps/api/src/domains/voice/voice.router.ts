import { protectedProcedure } from '../../trpc/init';
import { voiceCapabilities } from './voice.service';

export const voiceRouter = {
  /** What the server can do with voice, so the web app hides the record button when it cannot transcribe. */
  capabilities: protectedProcedure.query(({ ctx }) => voiceCapabilities(ctx.ai)),
};
