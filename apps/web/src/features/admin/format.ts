/** A count with thousands separators, e.g. 12,345. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** Below 768 px the admin tables turn into cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Badge styles that never cut the label short (a table cell or a tight row would otherwise shrink it to '…'). */
export const FULL_LABEL = { label: { overflow: 'visible' } } as const;
