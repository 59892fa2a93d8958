export { OnboardingPanel } from './OnboardingPanel';
