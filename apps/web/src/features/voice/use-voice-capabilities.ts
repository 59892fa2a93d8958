import type { VoiceCapabilities } from '@mentor/validation';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * What the server can do with voice (`voice.capabilities`), read once per visit (the server's configuration does
 * not change while the app runs). Null until known, or when the call failed: nothing is offered that needs it.
 */
export function useVoiceCapabilities(): VoiceCapabilities | null {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.voice.capabilities.queryOptions(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data ?? null;
}
