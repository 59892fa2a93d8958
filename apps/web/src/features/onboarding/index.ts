export { OnboardingPanel } from './OnboardingPanel';
export { dismissOnboarding, isOnboardingDismissed, storeChatSeed } from './onboarding-storage';
