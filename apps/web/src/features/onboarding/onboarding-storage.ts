import { STORAGE_KEYS, serializeChatSeed, type StarterTemplate } from '@mentor/validation';

function store(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    // storage blocked by the browser
    return undefined;
  }
}

/** Whether the user dismissed the onboarding panel on this browser (a local flag, kept for good). */
export function isOnboardingDismissed(): boolean {
  try {
    return store('localStorage')?.getItem(STORAGE_KEYS.onboardingDismissed) === 'true';
  } catch {
    return false;
  }
}

export function dismissOnboarding(): void {
  try {
    store('localStorage')?.setItem(STORAGE_KEYS.onboardingDismissed, 'true');
  } catch {
    // the panel still hides for this visit
  }
}

/** Hands a starter card's first message (and its mentor type) to the chat view through session storage. */
export function storeChatSeed(card: Pick<StarterTemplate, 'chatSeed' | 'mentorType'>): void {
  try {
    store('sessionStorage')?.setItem(
      STORAGE_KEYS.chatSeed,
      serializeChatSeed({ text: card.chatSeed, mentorType: card.mentorType }),
    );
  } catch {
    // chat opens without the seed
  }
}
