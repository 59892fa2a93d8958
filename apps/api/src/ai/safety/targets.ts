/** The safety classifier's targets on the labelled corpus (each half): recall on messages that need help, false alarms on those that don't. */
export const SAFETY_TARGETS = { recall: 0.98, falseAlarmRate: 0.02 } as const;
