import { describe, expect, it } from 'vitest';
import { issues, issuesByPath } from './test-helpers';
import { MESSAGES } from './messages';
import {
  computeTrialAccess,
  hasProAccess,
  displayName,
  emailSchema,
  loginInputSchema,
  memorySettingSchema,
  mentorPreferenceSchema,
  mentoringProfileUpdateSchema,
  onboardingSchema,
  passwordSchema,
  profileFormSchema,
  profileUpdateRequestSchema,
  profileUpdateSchema,
  publicUserSchema,
  registerInputSchema,
  trialAccessSchema,
  trialDaysLeft,
} from './user';

describe('emailSchema', () => {
  it('trims and lowercases a valid email', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['', 'jane', 'jane@', '@example.com', 'jane doe@example.com', 42, null])('refuses %j', (input) => {
    expect(issues(emailSchema, input)).toEqual(['Invalid email address']);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 to 256 characters', () => {
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(256)).success).toBe(true);
  });

  it('refuses short and overly long passwords', () => {
    expect(issues(passwordSchema, '1234567')).toEqual(['Password must be at least 8 characters']);
    expect(issues(passwordSchema, 'x'.repeat(257))).toEqual(['Password must be at most 256 characters']);
    expect(issues(passwordSchema, undefined)).toEqual(['Password is required']);
  });
});

describe('registerInputSchema', () => {
  const valid = { email: 'A@B.co', password: 'correct horse', firstName: ' Ada ', lastName: 'Lovelace' };

  it('accepts and normalises a registration', () => {
    expect(registerInputSchema.parse(valid)).toEqual({
      email: 'a@b.co',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('refuses each bad field with its message', () => {
    expect(
      issuesByPath(registerInputSchema, { email: 'x', password: 'short', firstName: ' ', lastName: '' }),
    ).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('refuses names over 100 characters', () => {
    expect(issues(registerInputSchema, { ...valid, firstName: 'a'.repeat(101) })).toEqual([
      'First name must be at most 100 characters',
    ]);
    expect(registerInputSchema.safeParse({ ...valid, lastName: 'a'.repeat(100) }).success).toBe(true);
  });
});

describe('loginInputSchema', () => {
  it('accepts any non-empty password', () => {
    expect(loginInputSchema.parse({ email: 'u@x.io', password: 'a' })).toEqual({
      email: 'u@x.io',
      password: 'a',
    });
  });

  it('requires a password and a valid email', () => {
    expect(issuesByPath(loginInputSchema, { email: 'nope', password: '' })).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
    expect(issuesByPath(loginInputSchema, { email: 'u@x.io' })).toEqual({
      password: ['Password is required'],
    });
  });
});

describe('profileUpdateSchema', () => {
  it('accepts a full profile', () => {
    expect(profileUpdateSchema.parse({ firstName: 'Ada', lastName: 'L', email: 'ada@x.io' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@x.io',
    });
  });

  it('uses exactly the spec messages', () => {
    expect(issues(profileUpdateSchema, { firstName: '', lastName: 'L', email: 'ada@x.io' })).toEqual([
      'First name is required',
    ]);
    expect(issues(profileUpdateSchema, { firstName: 'A', lastName: '   ', email: 'ada@x.io' })).toEqual([
      'Last name is required',
    ]);
    expect(issues(profileUpdateSchema, { firstName: 'A', lastName: 'L', email: 'ada.x.io' })).toEqual([
      'Invalid email address',
    ]);
    expect(issuesByPath(profileUpdateSchema, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
    });
  });

  it('takes the current password with the request only when given (the server asks for it when the email changes)', () => {
    const base = { firstName: 'Ada', lastName: 'L', email: 'ada@x.io' };
    expect(
      profileUpdateRequestSchema.parse({ ...base, currentPassword: 'secret pass' }).currentPassword,
    ).toBe('secret pass');
    expect(profileUpdateRequestSchema.parse(base)).toEqual(base);
    expect(issues(profileUpdateRequestSchema, { ...base, currentPassword: '' })).toEqual([
      'Enter your current password',
    ]);
  });
});

describe('onboarding and preferences', () => {
  const valid = {
    primaryGoal: 'Ship my MVP',
    timeHorizon: '90 days',
    preferredTone: 'direct',
    mentorType: 'founder',
  };

  it('accepts a complete onboarding', () => {
    expect(onboardingSchema.parse(valid)).toEqual(valid);
  });

  it('refuses bad values', () => {
    expect(
      issuesByPath(onboardingSchema, {
        primaryGoal: ' ',
        timeHorizon: '2 years',
        preferredTone: 'harsh',
        mentorType: 'guru',
        goalDescription: 'x'.repeat(1001),
      }),
    ).toEqual({
      primaryGoal: ['Primary goal is required'],
      timeHorizon: ['Please select a time horizon'],
      preferredTone: ['Please select a preferred tone'],
      mentorType: ['Please select a valid mentor type'],
      goalDescription: ['Goal description must be at most 1000 characters'],
    });
    expect(issues(onboardingSchema, { ...valid, primaryGoal: 'x'.repeat(501) })).toEqual([
      'Primary goal must be at most 500 characters',
    ]);
  });

  it('trims the goal description and reads a blank one as none', () => {
    expect(onboardingSchema.parse({ ...valid, goalDescription: '  B2B SaaS  ' }).goalDescription).toBe(
      'B2B SaaS',
    );
    expect(onboardingSchema.parse({ ...valid, goalDescription: '   ' }).goalDescription).toBeNull();
    expect(onboardingSchema.parse(valid)).not.toHaveProperty('goalDescription');
  });

  it('changes the mentoring profile field by field, at least one', () => {
    expect(mentoringProfileUpdateSchema.parse({ preferredTone: 'supportive' })).toEqual({
      preferredTone: 'supportive',
    });
    expect(issues(mentoringProfileUpdateSchema, {})).toEqual(['Provide at least one field to update']);
    expect(issues(mentoringProfileUpdateSchema, { timeHorizon: 'someday' })).toEqual([
      'Please select a time horizon',
    ]);
  });

  it('validates mentor preference and memory setting', () => {
    expect(mentorPreferenceSchema.parse({ preferredMentorType: 'life' })).toEqual({
      preferredMentorType: 'life',
    });
    expect(issues(mentorPreferenceSchema, { preferredMentorType: 'coach' })).toEqual([
      'Please select a valid mentor type',
    ]);
    expect(memorySettingSchema.parse({ enabled: true })).toEqual({ enabled: true });
    expect(memorySettingSchema.safeParse({ enabled: 'yes' }).success).toBe(false);
  });
});

describe('publicUserSchema', () => {
  const user = {
    id: '7d5d3f3e-3c1a-4f1e-9f5e-0a1b2c3d4e5f',
    email: 'ada@x.io',
    firstName: 'Ada',
    lastName: null,
    profileImageUrl: null,
    createdAt: '2024-01-05T10:00:00.000Z',
    updatedAt: '2024-01-05T10:00:00.000Z',
    primaryGoal: null,
    preferredMentorType: 'career',
    timeHorizon: null,
    goalDescription: null,
    preferredTone: null,
    memoryEnabled: false,
    subscriptionTier: 'starter',
    subscriptionStatus: 'active',
    sessionsThisMonth: 0,
    sessionsLimit: 5,
    trialStartedAt: null,
    trialEndsAt: null,
    isAdmin: false,
    lastActiveAt: null,
    totalMinutesUsed: 0,
    emailVerified: false,
    summaryEmails: true,
    weeklyCheckin: false,
    timeZone: 'Europe/Berlin',
  };

  it('accepts the API user', () => {
    expect(publicUserSchema.parse(user)).toEqual(user);
    expect(
      publicUserSchema.safeParse({ ...user, sessionsLimit: -1, subscriptionTier: 'founder' }).success,
    ).toBe(true);
  });

  it('strips payment-provider ids and refuses unknown tiers', () => {
    expect(publicUserSchema.parse({ ...user, stripeCustomerId: 'cus_1' })).not.toHaveProperty(
      'stripeCustomerId',
    );
    expect(publicUserSchema.safeParse({ ...user, subscriptionTier: 'enterprise' }).success).toBe(false);
    expect(publicUserSchema.safeParse({ ...user, createdAt: 'yesterday' }).success).toBe(false);
  });

  it('builds a display name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'a@x.io' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: ' ', email: 'a@x.io' })).toBe('a@x.io');
  });
});

describe('trial access', () => {
  const now = new Date('2024-03-10T12:00:00.000Z');

  it('is null without a trial date', () => {
    expect(computeTrialAccess({ trialEndsAt: null, now })).toBeNull();
    expect(computeTrialAccess({ trialEndsAt: 'garbage', now })).toBeNull();
  });

  it('is pro while the trial runs', () => {
    const access = computeTrialAccess({ trialEndsAt: '2024-03-11T00:00:00.000Z', now });
    expect(access).toEqual({ status: 'pro', reason: 'trial', trialEndsAt: '2024-03-11T00:00:00.000Z' });
    expect(trialAccessSchema.safeParse(access).success).toBe(true);
  });

  it('is starter once the end is reached', () => {
    expect(computeTrialAccess({ trialEndsAt: new Date(now), now })).toEqual({
      status: 'starter',
      reason: 'expired',
      trialEndsAt: now.toISOString(),
    });
    expect(computeTrialAccess({ trialEndsAt: '2024-03-01T00:00:00.000Z', now })?.reason).toBe('expired');
  });

  it('gives the Pro features to Pro, Founder+ and a running trial, not to Starter after it', () => {
    const later = '2024-03-11T00:00:00.000Z';
    const earlier = '2024-03-01T00:00:00.000Z';
    expect(hasProAccess({ subscriptionTier: 'pro', trialEndsAt: null }, now)).toBe(true);
    expect(hasProAccess({ subscriptionTier: 'founder', trialEndsAt: earlier }, now)).toBe(true);
    expect(hasProAccess({ subscriptionTier: 'starter', trialEndsAt: later }, now)).toBe(true);
    expect(hasProAccess({ subscriptionTier: 'starter', trialEndsAt: earlier }, now)).toBe(false);
    expect(hasProAccess({ subscriptionTier: 'starter', trialEndsAt: null }, now)).toBe(false);
    expect(hasProAccess({ subscriptionTier: 'starter', trialEndsAt: now }, now)).toBe(false);
  });

  it('refuses bad trial access objects', () => {
    expect(
      trialAccessSchema.safeParse({ status: 'founder', reason: 'trial', trialEndsAt: now.toISOString() })
        .success,
    ).toBe(false);
    expect(trialAccessSchema.safeParse({ status: 'pro', reason: 'trial', trialEndsAt: 'soon' }).success).toBe(
      false,
    );
  });
});

describe('trialDaysLeft', () => {
  const now = new Date('2024-03-10T12:00:00.000Z');
  const plus = (ms: number) => new Date(now.getTime() + ms);

  it('rounds partial days up', () => {
    expect(trialDaysLeft(plus(1), now)).toBe(1);
    expect(trialDaysLeft(plus(86_400_000), now)).toBe(1);
    expect(trialDaysLeft(plus(86_400_001), now)).toBe(2);
    expect(trialDaysLeft(plus(14 * 86_400_000), now)).toBe(14);
    expect(trialDaysLeft(plus(2.5 * 86_400_000).toISOString(), now)).toBe(3);
  });

  it('never goes below 0', () => {
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(plus(-1), now)).toBe(0);
    expect(trialDaysLeft(plus(-5 * 86_400_000), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });
});

describe('profileFormSchema', () => {
  const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', currentPassword: '' };

  it('needs no password while the email stays (any case, surrounding spaces)', () => {
    expect(
      profileFormSchema('ada@example.com').safeParse({ ...base, email: ' ADA@example.com ' }).success,
    ).toBe(true);
  });

  it('needs the current password for a new email', () => {
    const result = profileFormSchema('ada@example.com').safeParse({ ...base, email: 'ada@lovelace.dev' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['currentPassword']);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.account.currentPasswordForEmail);
    expect(
      profileFormSchema('ada@example.com').safeParse({
        ...base,
        email: 'ada@lovelace.dev',
        currentPassword: 'x',
      }).success,
    ).toBe(true);
  });
});
