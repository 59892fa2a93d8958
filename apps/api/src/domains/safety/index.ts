// The safety domain's public surface: the anonymous count of flagged messages (admin), written with each flag.
export { recordFlag, safetyStats } from './safety.service';
