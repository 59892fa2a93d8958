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

describe('filled and outline badges (issue 24), light and dark schemes', () => {
  const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME);
  const { teal, red, dark } = DEFAULT_THEME.colors;

  it('was below 4.5:1 with Mantine’s shades: the filled Completed badge (teal) and the outline High badge (red)', () => {
    expect(contrastRatio(WHITE, teal[7])).toBeCloseTo(3.12, 1);
    expect(contrastRatio(red[7], WHITE)).toBeCloseTo(3.84, 1);
  });

  it('carries white text at 4.5:1 on every filled colour, and outline text at 4.5:1, in both schemes', () => {
    for (const name of Object.keys({ ...DEFAULT_THEME.colors, ...theme.colors })) {
      for (const [scheme, surfaces] of [
        ['light', [WHITE, gray[0]]],
        ['dark', [dark[7], dark[6]]],
      ] as const) {
        const v = vars[scheme];
        expect(
          contrastRatio(WHITE, v[`--mantine-color-${name}-filled`] ?? ''),
          `${scheme} ${name} filled`,
        ).toBeGreaterThanOrEqual(4.5);
        for (const surface of surfaces) {
          expect(
            contrastRatio(v[`--mantine-color-${name}-outline`] ?? '', surface),
            `${scheme} ${name} outline`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
