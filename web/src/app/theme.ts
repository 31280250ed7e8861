import {
  createTheme,
  SegmentedControl,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

const toRgb = (hex: string): [number, number, number] => {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const mix = (from: number[], to: number[], share: number) =>
  from.map((c, i) => c + ((to[i] ?? c) - c) * share);

/**
 * Mantine's ten shades of one colour. The branding colour is shade 6, the one Mantine fills buttons
 * with in the light scheme, so the primary action has exactly the colour the operator chose; the
 * lighter shades mix it with white (backgrounds, hovers), the darker ones with black.
 */
export const colorShades = (mainColor: string): MantineColorsTuple => {
  const rgb = toRgb(mainColor);
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const lighter = [0.92, 0.82, 0.66, 0.5, 0.34, 0.17].map((share) => toHex(mix(rgb, white, share)));
  const darker = [0.12, 0.24, 0.36].map((share) => toHex(mix(rgb, black, share)));
  return [...lighter, toHex(rgb), ...darker] as unknown as MantineColorsTuple;
};

export const isHexColor = (value: string | null | undefined): value is string =>
  !!value && HEX.test(value);

/** The app's theme: dense tables, the branding's main colour as primary when it is a valid colour. */
export const appTheme = (mainColor: string | null | undefined): MantineThemeOverride => {
  const primaryColor = isHexColor(mainColor) ? 'brand' : 'blue';
  return createTheme({
    primaryColor,
    colors: isHexColor(mainColor) ? { brand: colorShades(mainColor) } : {},
    primaryShade: 6,
    autoContrast: true,
    defaultRadius: 'sm',
    focusRing: 'auto',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    components: {
      // The chosen segment (regime, kind of client) filled with the primary colour: the choice
      // must be obvious at a glance, not a white tab on grey.
      SegmentedControl: SegmentedControl.extend({ defaultProps: { color: primaryColor } }),
    },
  });
};
