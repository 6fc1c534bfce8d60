import { expect, type Page } from '@playwright/test';

/** The two themes, and how a spec switches between them in place and waits for the colours to settle. */

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * Switches the theme in place, as a change made in another tab does: the theme is remembered in
 * localStorage (`theme`), and the area's store follows the `storage` event, so the screen is drawn again
 * in the other theme without being loaded again.
 */
export const switchTheme = async (page: Page, theme: ThemeName) => {
  await page.evaluate((name) => {
    const oldValue = window.localStorage.getItem('theme');
    window.localStorage.setItem('theme', name);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'theme', oldValue, newValue: name, storageArea: window.localStorage }),
    );
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
};

/**
 * Waits for a screen to be drawn as a person sees it: its heading shown, nothing loading (no progress
 * indicator or skeleton), and no transition running, so that colours are checked as they end up.
 */
export const settle = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};
