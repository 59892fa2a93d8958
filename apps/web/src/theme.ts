import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { AA_NORMAL_TEXT, contrastRatio, readableOn } from './lib/contrast';

const brand: MantineColorsTuple = [
  '#edf2ff',
  '#dbe4ff',
  '#bac8ff',
  '#91a7ff',
  '#748ffc',
  '#5c7cfa',
  '#4c6ef5',
  '#4263eb',
  '#3b5bdb',
  '#364fc7',
];

/**
 * Light-scheme shade of filled colours: brand 7 carries white button text at 4.98:1 (shade 6 only 4.32:1).
 */
const LIGHT_PRIMARY_SHADE = 7;

/** The one theme, shared by the app and its tests. Light and dark schemes both come from it. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: LIGHT_PRIMARY_SHADE, dark: 8 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
});

const palettes = { ...DEFAULT_THEME.colors, brand } as Record<string, MantineColorsTuple>;
const gray = DEFAULT_THEME.colors.gray;

/** The lightest surface text sits on in the light scheme (cards on the page's gray-0 background). */
const LIGHT_SURFACE = gray[0];

/**
 * Text colours of the light scheme, each at least 4.5:1 (WCAG AA, normal text) on what it sits on:
 * - dimmed (secondary) text: gray 7 (8.2:1 on white; Mantine's gray 6 is 3.32:1);
 * - links: brand 8 (5.7:1 on white);
 * - `{color}-light-color`, the text of light badges, banners and their links on the colour's own tint (shade 1):
 *   shade 9, darkened where that is not enough (yellow 9 on yellow 1 is only 2.69:1);
 * - `{color}-text` (`c="red"`), on white and gray-0 surfaces.
 */
export const LIGHT_TEXT = {
  dimmed: gray[7],
  anchor: brand[8],
  onTint: Object.fromEntries(
    Object.entries(palettes).map(([name, shades]) => [
      name,
      readableOn(shades[9], shades[1], AA_NORMAL_TEXT + 0.1),
    ]),
  ) as Record<string, string>,
  text: Object.fromEntries(
    Object.entries(palettes).map(([name, shades]) => [
      name,
      readableOn(shades[LIGHT_PRIMARY_SHADE], LIGHT_SURFACE, AA_NORMAL_TEXT + 0.1),
    ]),
  ) as Record<string, string>,
};

const WHITE = '#ffffff';
const dark = DEFAULT_THEME.colors.dark;
/** The lightest surface of the dark scheme that coloured text sits on (cards, dark 6). */
const DARK_SURFACE = dark[6];

/** The first of `shades` from `from` towards the light end that reads at 4.5:1 on the dark `background`. */
function lightEnough(shades: MantineColorsTuple, from: number, background: string): string {
  for (let i = from; i >= 0; i -= 1) {
    const shade = shades[i]!;
    if (contrastRatio(shade, background) >= AA_NORMAL_TEXT + 0.1) return shade;
  }
  return shades[0];
}

/**
 * Filled and outline colours (issue 24: the filled Completed badge was 3.12:1, the outline High badge 3.84:1):
 * - filled backgrounds carry white text at 4.5:1 or more: Mantine's shade (7 light, 8 dark), darkened until it
 *   does (teal, green, orange ... are too light at their shade); the hover shade likewise;
 * - outline text and borders: darkened until 4.5:1 on the light surfaces, and in the dark scheme the first
 *   lighter shade that reads at 4.5:1 on dark cards.
 */
const FILLED_AND_OUTLINE = {
  light: Object.fromEntries(
    Object.entries(palettes).map(([name, shades]) => [
      name,
      {
        filled: readableOn(shades[LIGHT_PRIMARY_SHADE], WHITE, AA_NORMAL_TEXT + 0.1),
        filledHover: readableOn(shades[LIGHT_PRIMARY_SHADE + 1]!, WHITE, AA_NORMAL_TEXT + 0.1),
        outline: readableOn(shades[LIGHT_PRIMARY_SHADE], LIGHT_SURFACE, AA_NORMAL_TEXT + 0.1),
      },
    ]),
  ) as Record<string, { filled: string; filledHover: string; outline: string }>,
  dark: Object.fromEntries(
    Object.entries(palettes).map(([name, shades]) => [
      name,
      {
        filled: readableOn(shades[8], WHITE, AA_NORMAL_TEXT + 0.1),
        filledHover: readableOn(shades[9], WHITE, AA_NORMAL_TEXT + 0.1),
        outline: lightEnough(shades, 7, DARK_SURFACE),
      },
    ]),
  ) as Record<string, { filled: string; filledHover: string; outline: string }>,
};

/** The filled and outline variables of one scheme. */
function filledAndOutline(scheme: 'light' | 'dark'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FILLED_AND_OUTLINE[scheme]).flatMap(([name, c]) => [
      [`--mantine-color-${name}-filled`, c.filled],
      [`--mantine-color-${name}-filled-hover`, c.filledHover],
      [`--mantine-color-${name}-outline`, c.outline],
    ]),
  );
}

/** Passed to MantineProvider by the app and by the test render (providers.tsx). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': LIGHT_TEXT.dimmed,
    '--mantine-color-anchor': LIGHT_TEXT.anchor,
    ...Object.fromEntries(
      Object.keys(palettes).flatMap((name) => [
        [`--mantine-color-${name}-light-color`, LIGHT_TEXT.onTint[name] ?? ''],
        [`--mantine-color-${name}-text`, LIGHT_TEXT.text[name] ?? ''],
      ]),
    ),
    ...filledAndOutline('light'),
  },
  dark: filledAndOutline('dark'),
});
