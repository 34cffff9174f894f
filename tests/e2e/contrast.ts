/**
 * WCAG contrast of an element's text against the first opaque background behind it. Runs in the page (passed to
 * `locator.evaluate`), so it is self-contained.
 */
export function textContrast(element: Element): number {
  const channels = (value: string): number[] => (value.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number): number => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]): number =>
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  let background = [255, 255, 255];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const parts = channels(getComputedStyle(node).backgroundColor);
    if (parts.length === 3 || (parts[3] ?? 0) > 0) {
      background = parts;
      break;
    }
  }
  const text = luminance(channels(getComputedStyle(element).color));
  const behind = luminance(background);
  return (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
}
