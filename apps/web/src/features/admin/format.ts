/** A count with thousands separators, e.g. 12,345. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
