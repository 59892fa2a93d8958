import { accountRouter } from '../domains/account/http';
import { authRouter, passkeysRouter, twoFactorRouter } from '../domains/auth/http';
import { adminRouter } from '../domains/admin/http';
import { billingRouter } from '../domains/billing/http';
import { calendarRouter } from '../domains/calendar/http';
import { chatRouter } from '../domains/chat/http';
import { emailRouter } from '../domains/email/http';
import { goalsRouter } from '../domains/goals/http';
import { inspirationRouter } from '../domains/inspiration/http';
import { memoryRouter } from '../domains/memory/http';
import { mentorsRouter } from '../domains/mentors/http';
import { summariesRouter } from '../domains/summaries/http';
import { supportRouter } from '../domains/support/http';
import { trialRouter } from '../domains/trial/http';
import { voiceRouter } from '../domains/voice/http';
import { createCallerFactory, router } from './init';

/** The one root: every domain's procedures, assembled here. */
export const appRouter = router({
  auth: authRouter,
  twoFactor: twoFactorRouter,
  passkeys: passkeysRouter,
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
  calendar: calendarRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
