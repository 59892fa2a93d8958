export { CurrentGoals } from './CurrentGoals';
