// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builderDark, builderLight, type WharfTheme } from './themes';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Text / surface pairs the layouts use; each must meet WCAG AA for body text (4.5:1). */
const TEXT_PAIRS: ReadonlyArray<[string, keyof WharfTheme, keyof WharfTheme]> = [
  ['body text', 'colorNeutralForeground1', 'colorNeutralBackground1'],
  ['secondary text', 'colorNeutralForeground2', 'colorNeutralBackground1'],
  ['links', 'colorBrandForegroundLink', 'colorNeutralBackground1'],
  ['text on the primary button', 'colorNeutralForegroundOnBrand', 'colorBrandBackground'],
  ['header text on the secondary colour', 'wharfColorSecondaryForeground', 'wharfColorSecondary'],
  ['error text', 'wharfColorErrorForeground', 'wharfColorErrorBackground'],
  ['info text', 'wharfColorInfoForeground', 'wharfColorInfoBackground'],
  ['success text', 'wharfColorSuccessForeground', 'wharfColorSuccessBackground'],
  ['warning text', 'wharfColorWarningForeground', 'wharfColorWarningBackground'],
  ['error status on the page', 'wharfColorErrorForeground', 'colorNeutralBackground1'],
  // Disabled buttons ("Ask" before a question): WCAG exempts them, but they must still be read.
  ['disabled button text', 'colorNeutralForegroundDisabled', 'colorNeutralBackgroundDisabled'],
  ['disabled text on the page', 'colorNeutralForegroundDisabled', 'colorNeutralBackground1'],
];

describe.each([
  ['builder-light', builderLight],
  ['builder-dark', builderDark],
])('%s is legible', (_, theme) => {
  it.each(TEXT_PAIRS)('%s meets 4.5:1', (__, foreground, background) => {
    expect(contrast(String(theme[foreground]), String(theme[background]))).toBeGreaterThanOrEqual(4.5);
  });
});
