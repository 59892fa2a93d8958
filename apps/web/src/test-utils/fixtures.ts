import type { PublicUser } from '@mentor/validation';

/** A signed-in user as `auth.me` answers it; override any field. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    createdAt: '2024-01-05T10:00:00.000Z',
    updatedAt: '2024-01-05T10:00:00.000Z',
    primaryGoal: null,
    preferredMentorType: null,
    timeHorizon: null,
    goalDescription: null,
    preferredTone: null,
    memoryEnabled: false,
    subscriptionTier: 'starter',
    subscriptionStatus: 'active',
    sessionsThisMonth: 2,
    sessionsLimit: 5,
    trialStartedAt: null,
    trialEndsAt: null,
    isAdmin: false,
    lastActiveAt: null,
    totalMinutesUsed: 0,
    ...overrides,
  };
}
