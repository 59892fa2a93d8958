import { accountRouter } from '../domains/account';
import { authRouter } from '../domains/auth';
import { adminRouter } from '../domains/admin';
import { billingRouter } from '../domains/billing';
import { chatRouter } from '../domains/chat';
import { emailRouter } from '../domains/email';
import { goalsRouter } from '../domains/goals';
import { inspirationRouter } from '../domains/inspiration';
import { memoryRouter } from '../domains/memory';
import { mentorsRouter } from '../domains/mentors';
import { summariesRouter } from '../domains/summaries';
import { supportRouter } from '../domains/support';
import { trialRouter } from '../domains/trial';
import { voiceRouter } from '../domains/voice';
import { createCallerFactory, router } from './init';

/** The one root: every domain's procedures, assembled here. */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  trial: trialRouter,
  mentors: mentorsRouter,
  chat: chatRouter,
  memory: memoryRouter,
  goals: goalsRouter,
  summaries: summariesRouter,
  inspiration: inspirationRouter,
  billing: billingRouter,
  support: supportRouter,
  admin: adminRouter,
  voice: voiceRouter,
  email: emailRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
