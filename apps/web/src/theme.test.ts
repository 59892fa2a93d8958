import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './lib/contrast';
import { cssVariablesResolver, LIGHT_TEXT, theme } from './theme';

const { gray, yellow, pink } = DEFAULT_THEME.colors;
const WHITE = '#ffffff';

describe('theme contrast (WCAG 2, light scheme)', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    // Mantine's own dimmed gray 6 on white: the 3.32:1 this theme replaces.
    expect(contrastRatio(gray[6], WHITE)).toBeCloseTo(3.32, 2);
    // The trial banner's former link colour (yellow 9) on its yellow tint (yellow 1): 2.69:1.
    expect(contrastRatio(yellow[9], yellow[1])).toBeCloseTo(2.69, 2);
  });

  it('makes dimmed (secondary) text at least 4.5:1 on white and on the gray-0 surface', () => {
    expect(light['--mantine-color-dimmed']).toBe(LIGHT_TEXT.dimmed);
    expect(contrastRatio(LIGHT_TEXT.dimmed, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(LIGHT_TEXT.dimmed, gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it("makes the trial banners' Upgrade link at least 4.5:1 on the banner's tint", () => {
    const onYellow = light['--mantine-color-yellow-light-color'] ?? '';
    const onPink = light['--mantine-color-pink-light-color'] ?? '';
    // The banners' backgrounds are the colours' light variant: shade 1.
    expect(contrastRatio(onYellow, yellow[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onPink, pink[1])).toBeGreaterThanOrEqual(4.5);
  });

  it('makes links, coloured text and light badges of every colour at least 4.5:1', () => {
    expect(contrastRatio(light['--mantine-color-anchor'] ?? '', WHITE)).toBeGreaterThanOrEqual(4.5);
    for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, ...theme.colors })) {
      if (!shades) continue;
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`] ?? '', shades[1]),
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[`--mantine-color-${name}-text`] ?? '', gray[0])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts white button text on the primary filled colour at least 4.5:1', () => {
    const brand = theme.colors?.brand ?? [];
    const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade;
    expect(contrastRatio(WHITE, brand[shade ?? 6] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
