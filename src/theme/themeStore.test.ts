import { describe, expect, it, vi } from 'vitest';
import { builderDark, builderLight } from './themes';

describe('the theme choice', () => {
  it('starts on builder-light and persists a switch to builder-dark', async () => {
    vi.resetModules();
    const { useThemeStore, THEME_STORAGE_KEY } = await import('./themeStore');
    expect(useThemeStore.getState().theme).toBe('builder-light');
    useThemeStore.getState().setTheme('builder-dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('builder-dark');
  });

  it('reads the stored choice back on the next start, ignoring junk', async () => {
    localStorage.setItem('wharf.theme', 'builder-dark');
    vi.resetModules();
    expect((await import('./themeStore')).useThemeStore.getState().theme).toBe('builder-dark');
    localStorage.setItem('wharf.theme', 'neon');
    vi.resetModules();
    expect((await import('./themeStore')).useThemeStore.getState().theme).toBe('builder-light');
  });
});

describe('the two themes', () => {
  it('builder-light is green on white with a navy secondary', () => {
    expect(builderLight.colorBrandBackground).toBe('#128450');
    expect(builderLight.colorNeutralBackground1).toBe('#ffffff');
    expect(builderLight.wharfColorSecondary).toBe('#13233F');
  });

  it('builder-dark is navy with a bright green primary', () => {
    expect(builderDark.colorNeutralBackground1).toBe('#0F1C30');
    expect(builderDark.colorBrandBackground).toBe('#6DC191');
  });

  it.each([
    ['light', builderLight],
    ['dark', builderDark],
  ])('%s defines error, info, success and warning colours', (_, theme) => {
    for (const status of ['Error', 'Info', 'Success', 'Warning'] as const) {
      expect(theme[`wharfColor${status}Foreground`]).toMatch(/^#[0-9A-F]{6}$/i);
      expect(theme[`wharfColor${status}Background`]).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expect(theme.colorStatusDangerForeground1).toBe(theme.wharfColorErrorForeground);
  });
});
