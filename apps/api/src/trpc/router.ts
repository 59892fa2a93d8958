import { accountRouter } from '../domains/account/account.router';
import { adminRouter } from '../domains/admin/admin.router';
import { authRouter } from '../domains/auth/auth.router';
import { chatRouter } from '../domains/chat/chat.router';
import { goalsRouter } from '../domains/goals/goals.router';
import { inspirationRouter } from '../domains/inspiration/inspiration.router';
import { memoryRouter } from '../domains/memory/memory.router';
import { mentorsRouter } from '../domains/mentors/mentors.router';
import { summariesRouter } from '../domains/summaries/summaries.router';
import { supportRouter } from '../domains/support/support.router';
import { trialRouter } from '../domains/trial/trial.router';
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
  support: supportRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
