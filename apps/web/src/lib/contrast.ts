/** WCAG 2 contrast of two opaque colours ('#rrggbb' or '#rgb'). */

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x). */
function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Normal text needs 4.5:1 (AA); large text 3:1. */
export const AA_NORMAL_TEXT = 4.5;

/** `color` darkened in small steps (sRGB towards black) until it reads at `min` on `background`. */
export function readableOn(color: string, background: string, min: number = AA_NORMAL_TEXT): string {
  let [r, g, b] = channels(color);
  let hex = color;
  for (let step = 0; step < 100 && contrastRatio(hex, background) < min; step += 1) {
    [r, g, b] = [r, g, b].map((v) => Math.max(0, Math.round(v * 0.95))) as [number, number, number];
    hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }
  return hex;
}
