/** Overview greeting (spec section 2): 'Good morning' before noon (local time), otherwise 'Good afternoon'. */
export const GREETINGS = { morning: 'Good morning', afternoon: 'Good afternoon' } as const;

export function greeting(now: Date): string {
  return now.getHours() < 12 ? GREETINGS.morning : GREETINGS.afternoon;
}
