import { describe, expect, it } from 'vitest';
import {
  renderEmail,
  type MailFrame,
  type PasswordResetContent,
  type SessionSummaryContent,
  type SignInAlertContent,
  type SignUpAttemptContent,
  type VerifyEmailContent,
  type WeeklyCheckinContent,
} from './index';

const transactional: MailFrame = {
  productName: 'MentorAI',
  publicUrl: 'https://mentor.example.com',
  firstName: 'Ada',
  unsubscribeUrl: null,
  preferencesUrl: null,
};
const UNSUBSCRIBE = 'https://mentor.example.com/api/email/unsubscribe?token=abc.def&list=summaries';
const PREFERENCES = 'https://mentor.example.com/dashboard/profile';
const nonTransactional: MailFrame = {
  ...transactional,
  unsubscribeUrl: UNSUBSCRIBE,
  preferencesUrl: PREFERENCES,
};

const verify: VerifyEmailContent = {
  kind: 'verify-email',
  verifyUrl: 'https://mentor.example.com/verify-email?token=Zm9vYmFy&x=1',
  expiresHours: 24,
  email: 'ada@example.org',
};
const reset: PasswordResetContent = {
  kind: 'password-reset',
  resetUrl: 'https://mentor.example.com/reset-password?token=cXV4MTIz',
  expiresMinutes: 30,
};
const summary: SessionSummaryContent = {
  kind: 'session-summary',
  sessionTitle: 'Preparing for the product manager interview',
  mentorName: 'Dr. Maya Chen',
  sessionDate: 'Nov 25, 2026',
  summary: 'We went through your answers to product sense questions.\n\nYou felt more confident by the end.',
  keyInsights: ['Start every answer with the user.', 'Your metrics answers are strong.'],
  actionItems: [
    { text: 'Write out answers to five questions', completed: false, dueLabel: 'Due Dec 02, 2026' },
    { text: 'Book a mock interview', completed: false, dueLabel: 'Overdue' },
    { text: 'Read chapter 4', completed: true, dueLabel: 'Completed' },
  ],
  progressMade: 'You moved from memorised answers to a framework.',
  nextSteps: 'Practise out loud twice this week.',
  sessionUrl: 'https://mentor.example.com/dashboard/chat?session=4f1c2a9e',
};
const checkin: WeeklyCheckinContent = {
  kind: 'weekly-checkin',
  weekLabel: 'Week of Nov 23, 2026',
  goals: [
    { title: 'Land a product manager role', progress: 45, timeLabel: '2 months left' },
    { title: 'Run a half marathon', progress: 100, timeLabel: '12 days left' },
  ],
  moreGoals: 3,
  actionItems: [
    {
      text: 'Write out answers to five questions',
      completed: false,
      dueLabel: 'Due today',
      sessionTitle: 'Interview prep',
    },
  ],
  goalsUrl: 'https://mentor.example.com/dashboard/goals',
};

/** The text a reader sees in the HTML (tags, comments and the usual entities undone). */
function visible(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** `href="..."` as it is written in the HTML. */
function href(url: string): string {
  return `href="${url.replaceAll('&', '&amp;')}"`;
}

function expectFooter(html: string, text: string, reason: string | null) {
  expect(visible(html)).toContain('MentorAI · https://mentor.example.com');
  expect(html).toContain(href('https://mentor.example.com'));
  expect(text).toContain('MentorAI · https://mentor.example.com');
  if (reason === null) {
    expect(html).not.toContain('Unsubscribe');
    expect(html).not.toContain('Email preferences');
    expect(html).not.toContain('You get this email because');
    expect(text).not.toContain('Unsubscribe');
  } else {
    expect(html).toContain(href(UNSUBSCRIBE));
    expect(html).toContain(href(PREFERENCES));
    expect(visible(html)).toContain(`You get this email because ${reason}.`);
    expect(text).toContain(`You get this email because ${reason}.`);
    expect(text).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);
    expect(text).toContain(`Email preferences: ${PREFERENCES}`);
  }
}

describe('verify-email', () => {
  it('asks to confirm the address with a button, its lifetime and the raw link', async () => {
    const mail = await renderEmail(verify, transactional);
    expect(mail.subject).toBe('Verify your email address for MentorAI');

    expect(mail.html).toContain(href(verify.verifyUrl));
    const seen = visible(mail.html);
    expect(seen).toContain('Hi Ada,');
    expect(seen).toContain('Please confirm that ada@example.org is your email address for MentorAI.');
    expect(seen).toContain('Verify email address');
    expect(seen).toContain('This link works for 24 hours.');
    expect(seen).toContain("If you didn't create an account, you can ignore this email.");
    expect(seen).toContain(`Or paste this link into your browser: ${verify.verifyUrl}`);

    expect(mail.text).toContain(`Verify email address:\n${verify.verifyUrl}`);
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain('ada@example.org');
    expect(mail.text).toContain('This link works for 24 hours.');
    expect(mail.text).toContain("If you didn't create an account, you can ignore this email.");
    expectFooter(mail.html, mail.text, null);
  });
});

describe('password-reset', () => {
  it('offers a one-time link and greets a person with no name', async () => {
    const mail = await renderEmail(reset, { ...transactional, firstName: null });
    expect(mail.subject).toBe('Reset your MentorAI password');

    expect(mail.html).toContain(href(reset.resetUrl));
    const seen = visible(mail.html);
    expect(seen).toContain('Hi there,');
    expect(seen).toContain('Someone (hopefully you) asked to reset the password of your MentorAI account.');
    expect(seen).toContain('Set a new password');
    expect(seen).toContain('This link works for 30 minutes and can be used once.');
    expect(seen).toContain("If you didn't ask, ignore this email: your password stays as it is.");
    expect(seen).toContain(`Or paste this link into your browser: ${reset.resetUrl}`);

    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain(`Set a new password:\n${reset.resetUrl}`);
    expect(mail.text).toContain('This link works for 30 minutes and can be used once.');
    expect(mail.text).toContain("If you didn't ask, ignore this email: your password stays as it is.");
    expectFooter(mail.html, mail.text, null);
  });
});

describe('session-summary', () => {
  it('lays out the summary, its lists and the link to the session', async () => {
    const mail = await renderEmail(summary, nonTransactional);
    expect(mail.subject).toBe('Your session summary: Preparing for the product manager interview');

    expect(mail.html).toContain(href(summary.sessionUrl));
    const seen = visible(mail.html);
    for (const expected of [
      'Preparing for the product manager interview',
      'Dr. Maya Chen · Nov 25, 2026',
      'We went through your answers to product sense questions.',
      'You felt more confident by the end.',
      'Key insights',
      'Start every answer with the user.',
      'Action items',
      'Write out answers to five questions Due Dec 02, 2026',
      'Book a mock interview Overdue',
      'Read chapter 4 Completed',
      'Progress',
      'You moved from memorised answers to a framework.',
      'Next steps',
      'Practise out loud twice this week.',
      'Open the session',
    ]) {
      expect(seen).toContain(expected);
    }

    // One list item a line, each action item's label under it.
    expect(mail.text).toMatch(
      /^Key insights\n \* Start every answer with the user\.\n \* Your metrics answers/m,
    );
    expect(mail.text).toContain(' * Write out answers to five questions\n   Due Dec 02, 2026\n');
    expect(mail.text).toContain(' * Read chapter 4\n   Completed');
    expect(mail.text).toContain('Dr. Maya Chen · Nov 25, 2026');
    expect(mail.text).toContain('You moved from memorised answers to a framework.');
    expect(mail.text).toContain('Practise out loud twice this week.');
    expect(mail.text).toContain(`Open the session:\n${summary.sessionUrl}`);
    expectFooter(mail.html, mail.text, 'session summary emails are on in your profile');
  });

  it('leaves out the sections with nothing in them', async () => {
    const mail = await renderEmail(
      { ...summary, keyInsights: [], actionItems: [], progressMade: '', nextSteps: '  \n ' },
      nonTransactional,
    );
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('We went through your answers');
      expect(part).not.toContain('Key insights');
      expect(part).not.toContain('Action items');
      expect(part).not.toContain('Progress');
      expect(part).not.toContain('Next steps');
    }
    expect(mail.html).not.toContain('<ul');
    expect(mail.html).toContain(href(summary.sessionUrl));
  });

  it('escapes markup from the model or the user', async () => {
    const attack = '<script>alert(1)</script>';
    const mail = await renderEmail(
      {
        ...summary,
        sessionTitle: attack,
        summary: `Fine ${attack} <img src=x onerror=alert(2)>`,
        keyInsights: [attack],
      },
      { ...nonTransactional, firstName: '<b>Ada</b>' },
    );
    expect(mail.subject).toBe(`Your session summary: ${attack}`);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(mail.text).toContain(attack);
    expect(mail.text).toContain(`Fine ${attack} <img src=x onerror=alert(2)>`);
    expect(mail.text).toContain('Hi <b>Ada</b>,');
  });

  it('keeps the subject on one line', async () => {
    const mail = await renderEmail(
      { ...summary, sessionTitle: 'Career\r\nBcc: someone@example.org' },
      nonTransactional,
    );
    expect(mail.subject).toBe('Your session summary: Career Bcc: someone@example.org');
  });
});

describe('weekly-checkin', () => {
  it('shows the goals with their progress and the action items due', async () => {
    const mail = await renderEmail(checkin, nonTransactional);
    expect(mail.subject).toBe('Your weekly goal check-in: Week of Nov 23, 2026');

    expect(mail.html).toContain(href(checkin.goalsUrl));
    expect(mail.html).toMatch(/width="45%"/);
    const seen = visible(mail.html);
    for (const expected of [
      'Your week: Week of Nov 23, 2026',
      'Active goals',
      'Land a product manager role',
      '45% · 2 months left',
      'Run a half marathon',
      '100% · 12 days left',
      '+ 3 more',
      'Action items due this week',
      'Write out answers to five questions',
      'Due today · from Interview prep',
      'Open your goals',
    ]) {
      expect(seen).toContain(expected);
    }

    expect(mail.text).toContain('Your week: Week of Nov 23, 2026');
    expect(mail.text).toContain(' * Land a product manager role\n   45% · 2 months left\n');
    expect(mail.text).toContain(' * Run a half marathon\n   100% · 12 days left\n');
    expect(mail.text).toContain('+ 3 more');
    expect(mail.text).toContain(
      ' * Write out answers to five questions\n   Due today · from Interview prep\n',
    );
    expect(mail.text).toContain(`Open your goals:\n${checkin.goalsUrl}`);
    expectFooter(mail.html, mail.text, 'you turned on the weekly goal check-in');
  });

  it('has friendly empty states', async () => {
    const mail = await renderEmail(
      { ...checkin, goals: [], moreGoals: 0, actionItems: [] },
      nonTransactional,
    );
    for (const part of [visible(mail.html), mail.text]) {
      expect(part).toContain('No active goals. Set a 90-day goal to track here.');
      expect(part).toContain('Nothing due this week.');
      expect(part).not.toContain('more');
    }
    expect(mail.text).toContain(`Open your goals:\n${checkin.goalsUrl}`);
  });
});

describe('sign-in-alert', () => {
  it('says how many failed sign-ins from how many addresses, and offers a new password', async () => {
    const content: SignInAlertContent = {
      kind: 'sign-in-alert',
      failures: 10,
      addresses: 7,
      email: 'ada@example.org',
      resetUrl: 'https://mentor.example.com/forgot-password',
      sessionsUrl: 'https://mentor.example.com/account/profile',
    };
    const mail = await renderEmail(content, transactional);
    expect(mail.subject).toBe('Failed sign-ins to your MentorAI account');
    expect(mail.html).toContain(href(content.resetUrl));
    expect(mail.text).toContain(
      'In the last hour there were 10 failed attempts to sign in to your MentorAI account ada@example.org, from 7 network addresses.',
    );
    expect(mail.text).toContain('your sessions stay signed in');
    expect(mail.text).toContain(`Choose a new password:\n${content.resetUrl}`);
    expectFooter(mail.html, mail.text, null);
  });
});

describe('sign-up-attempt', () => {
  it('tells the owner someone tried to sign up with the address, and how to sign in', async () => {
    const content: SignUpAttemptContent = {
      kind: 'sign-up-attempt',
      email: 'ada@example.org',
      signInUrl: 'https://mentor.example.com/sign-in',
      resetUrl: 'https://mentor.example.com/forgot-password',
    };
    const mail = await renderEmail(content, transactional);
    expect(mail.subject).toBe('Someone tried to sign up to MentorAI with your address');
    expect(mail.html).toContain(href(content.signInUrl));
    expect(mail.text).toContain(
      'Someone tried to create a MentorAI account with ada@example.org, which already has one: yours.',
    );
    expect(mail.text).toContain("If it wasn't you, you can ignore this email.");
    expect(mail.text).toContain(`Sign in:\n${content.signInUrl}`);
    expectFooter(mail.html, mail.text, null);
  });
});
