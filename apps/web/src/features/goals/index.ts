export { CurrentGoals } from './CurrentGoals';
export { AutoProgressNotice } from './AutoProgressNotice';
