/**
 * Wharf's two themes, built as Fluent UI v9 themes from brand ramps.
 * builder-light: primary green, dark navy secondary. builder-dark: dark navy background, bright green primary.
 * Both carry error, info, success and warning colours.
 */
import {
  createDarkTheme,
  createLightTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';

export const THEME_NAMES = ['builder-light', 'builder-dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'builder-light';

/** Wharf green, darkest (10) to lightest (160). */
export const wharfGreen: BrandVariants = {
  10: '#020805',
  20: '#0B1F14',
  30: '#0F3320',
  40: '#114229',
  50: '#125233',
  60: '#13623C',
  70: '#137346',
  80: '#128450',
  90: '#24945F',
  100: '#3DA36F',
  110: '#55B280',
  120: '#6DC191',
  130: '#86CFA3',
  140: '#A0DCB6',
  150: '#BBE9CA',
  160: '#D7F5DF',
};

const navy = {
  950: '#070E1A',
  900: '#0B1626',
  850: '#0F1C30',
  800: '#13233F',
  750: '#1A2D4D',
  700: '#22385C',
  600: '#344C74',
  300: '#A9B7CF',
  100: '#E6ECF5',
} as const;

export interface StatusColours {
  foreground: string;
  background: string;
  border: string;
}

/** Wharf's own tokens, written by FluentProvider as CSS variables next to Fluent's. */
export interface WharfTokens {
  wharfColorSecondary: string;
  wharfColorSecondaryForeground: string;
  wharfColorErrorForeground: string;
  wharfColorErrorBackground: string;
  wharfColorInfoForeground: string;
  wharfColorInfoBackground: string;
  wharfColorSuccessForeground: string;
  wharfColorSuccessBackground: string;
  wharfColorWarningForeground: string;
  wharfColorWarningBackground: string;
}

export type WharfTheme = Theme & WharfTokens;

/** `var(--token)` references for styles, like Fluent's own `tokens`. */
export const wharfTokens: Readonly<Record<keyof WharfTokens, string>> = {
  wharfColorSecondary: 'var(--wharfColorSecondary)',
  wharfColorSecondaryForeground: 'var(--wharfColorSecondaryForeground)',
  wharfColorErrorForeground: 'var(--wharfColorErrorForeground)',
  wharfColorErrorBackground: 'var(--wharfColorErrorBackground)',
  wharfColorInfoForeground: 'var(--wharfColorInfoForeground)',
  wharfColorInfoBackground: 'var(--wharfColorInfoBackground)',
  wharfColorSuccessForeground: 'var(--wharfColorSuccessForeground)',
  wharfColorSuccessBackground: 'var(--wharfColorSuccessBackground)',
  wharfColorWarningForeground: 'var(--wharfColorWarningForeground)',
  wharfColorWarningBackground: 'var(--wharfColorWarningBackground)',
};

interface StatusPalette {
  error: StatusColours;
  info: StatusColours;
  success: StatusColours;
  warning: StatusColours;
}

const LIGHT_STATUS: StatusPalette = {
  error: { foreground: '#B10E1C', background: '#FDE7E9', border: '#E37D80' },
  info: { foreground: '#1B4F8A', background: '#E5EEF8', border: '#8FB0D6' },
  success: { foreground: '#0E6B36', background: '#E3F4E8', border: '#7FC79C' },
  warning: { foreground: '#7A4A00', background: '#FFF4CE', border: '#E8B74A' },
};

const DARK_STATUS: StatusPalette = {
  error: { foreground: '#FF9EA6', background: '#3B1419', border: '#C4434E' },
  info: { foreground: '#8CC4FF', background: '#112A47', border: '#3C78B8' },
  success: { foreground: '#7CE3A6', background: '#0E3322', border: '#2E9E5E' },
  warning: { foreground: '#FFD27A', background: '#3A2A08', border: '#B9892A' },
};

function statusOverrides(
  status: StatusPalette,
): Partial<Theme> & Omit<WharfTokens, 'wharfColorSecondary' | 'wharfColorSecondaryForeground'> {
  return {
    colorStatusDangerForeground1: status.error.foreground,
    colorStatusDangerBackground1: status.error.background,
    colorStatusDangerBorder1: status.error.border,
    colorStatusSuccessForeground1: status.success.foreground,
    colorStatusSuccessBackground1: status.success.background,
    colorStatusSuccessBorder1: status.success.border,
    colorStatusWarningForeground1: status.warning.foreground,
    colorStatusWarningBackground1: status.warning.background,
    colorStatusWarningBorder1: status.warning.border,
    wharfColorErrorForeground: status.error.foreground,
    wharfColorErrorBackground: status.error.background,
    wharfColorInfoForeground: status.info.foreground,
    wharfColorInfoBackground: status.info.background,
    wharfColorSuccessForeground: status.success.foreground,
    wharfColorSuccessBackground: status.success.background,
    wharfColorWarningForeground: status.warning.foreground,
    wharfColorWarningBackground: status.warning.background,
  };
}

export const builderLight: WharfTheme = {
  ...createLightTheme(wharfGreen),
  // Disabled controls stay readable (4.5:1 on their fill and on the page), only paler than enabled ones' near-black.
  colorNeutralForegroundDisabled: '#6B6B6B',
  ...statusOverrides(LIGHT_STATUS),
  wharfColorSecondary: navy[800],
  wharfColorSecondaryForeground: '#FFFFFF',
};

const darkBase = createDarkTheme(wharfGreen);

export const builderDark: WharfTheme = {
  ...darkBase,
  // Navy surfaces instead of Fluent's greys.
  colorNeutralBackground1: navy[850],
  colorNeutralBackground1Hover: navy[750],
  colorNeutralBackground1Pressed: navy[800],
  colorNeutralBackground1Selected: navy[750],
  colorNeutralBackground2: navy[900],
  colorNeutralBackground2Hover: navy[800],
  colorNeutralBackground2Pressed: navy[850],
  colorNeutralBackground2Selected: navy[800],
  colorNeutralBackground3: navy[950],
  colorNeutralBackground4: navy[950],
  colorNeutralBackground5: navy[950],
  colorNeutralBackground6: navy[800],
  colorSubtleBackgroundHover: navy[750],
  colorSubtleBackgroundPressed: navy[800],
  colorSubtleBackgroundSelected: navy[750],
  colorNeutralStroke1: navy[600],
  colorNeutralStroke2: navy[700],
  colorNeutralForeground2: navy[100],
  colorNeutralForeground3: navy[300],
  // Disabled controls: a navy fill and muted text that still reads at 4.5:1 (Fluent's greys gave 2.76:1).
  colorNeutralForegroundDisabled: '#8A97B0',
  colorNeutralBackgroundDisabled: navy[800],
  // A bright green primary with navy text on it.
  colorBrandBackground: wharfGreen[120],
  colorBrandBackgroundHover: wharfGreen[130],
  colorBrandBackgroundPressed: wharfGreen[110],
  colorBrandBackgroundSelected: wharfGreen[120],
  colorCompoundBrandBackground: wharfGreen[120],
  colorCompoundBrandBackgroundHover: wharfGreen[130],
  colorCompoundBrandBackgroundPressed: wharfGreen[110],
  colorNeutralForegroundOnBrand: navy[950],
  colorBrandForeground1: wharfGreen[130],
  colorBrandForeground2: wharfGreen[140],
  colorBrandForegroundLink: wharfGreen[140],
  colorBrandForegroundLinkHover: wharfGreen[150],
  colorBrandStroke1: wharfGreen[120],
  ...statusOverrides(DARK_STATUS),
  wharfColorSecondary: navy[700],
  wharfColorSecondaryForeground: navy[100],
};

export const THEMES: Readonly<Record<ThemeName, WharfTheme>> = {
  'builder-light': builderLight,
  'builder-dark': builderDark,
};

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
