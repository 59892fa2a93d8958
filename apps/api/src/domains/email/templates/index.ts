import { createElement, type ReactElement } from 'react';
import { render } from '@react-email/render';
import { AccountDeleted } from './AccountDeleted';
import { htmlToTextOptions, oneLine } from './MailLayout';
import { PasswordReset } from './PasswordReset';
import { SessionSummary } from './SessionSummary';
import { SignInAlert } from './SignInAlert';
import { SignUpAttempt } from './SignUpAttempt';
import { VerifyEmail } from './VerifyEmail';
import { WeeklyCheckin } from './WeeklyCheckin';
import type { EmailContent, MailFrame, RenderedEmail } from './types';

export type * from './types';

/** Lays a mail out: its subject, its HTML and its plain-text part. */
export async function renderEmail(content: EmailContent, frame: MailFrame): Promise<RenderedEmail> {
  const { subject, element } = pick(content, frame);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject: oneLine(subject), html, text: text.trim() + '\n' };
}

function pick(content: EmailContent, frame: MailFrame): { subject: string; element: ReactElement } {
  switch (content.kind) {
    case 'verify-email':
      return {
        subject: `Verify your email address for ${frame.productName}`,
        element: createElement(VerifyEmail, { content, frame }),
      };
    case 'password-reset':
      return {
        subject: `Reset your ${frame.productName} password`,
        element: createElement(PasswordReset, { content, frame }),
      };
    case 'session-summary':
      return {
        subject: `Your session summary: ${content.sessionTitle}`,
        element: createElement(SessionSummary, { content, frame }),
      };
    case 'weekly-checkin':
      return {
        subject: `Your weekly goal check-in: ${content.weekLabel}`,
        element: createElement(WeeklyCheckin, { content, frame }),
      };
    case 'account-deleted':
      return {
        subject: `Your ${frame.productName} account was deleted`,
        element: createElement(AccountDeleted, { content, frame }),
      };
    case 'sign-in-alert':
      return {
        subject: `Failed sign-ins to your ${frame.productName} account`,
        element: createElement(SignInAlert, { content, frame }),
      };
    case 'sign-up-attempt':
      return {
        subject: `Someone tried to sign up to ${frame.productName} with your address`,
        element: createElement(SignUpAttempt, { content, frame }),
      };
    default: {
      const unknown: never = content;
      throw new Error(`Unknown email kind: ${(unknown as { kind: string }).kind}`);
    }
  }
}
