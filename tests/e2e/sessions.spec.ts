import { type Browser, expect as baseExpect } from '@playwright/test';
import enAddresses from '../../src/i18n/en/addresses';
import enAuth from '../../src/i18n/en/auth';
import enSessions from '../../src/i18n/en/sessions';
import ruAddresses from '../../src/i18n/ru/addresses';
import ruAuth from '../../src/i18n/ru/auth';
import ruSessions from '../../src/i18n/ru/sessions';
import { AREA_PATHS, openUserMenu, submitSignIn, test, toast } from './fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_PHONES } from './support/env';

/**
 * Sessions in both languages: one person signed in from two browsers sees both on the Sessions page
 * (reached from the user menu), this one marked, ends the other after a question naming it, and the other
 * browser is signed out on its next action.
 */
// Two browsers on a busy two-core machine: a step may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const catalogues = {
  en: { sessions: enSessions, confirm: 'Confirm', signIn: enAuth.signIn.submit, addresses: enAddresses.menu },
  ru: { sessions: ruSessions, confirm: 'Подтвердить', signIn: ruAuth.signIn.submit, addresses: ruAddresses.menu },
} as const;

/** A browser of its own saying it is `userAgent`, signed in as the company admin, in a language. */
const browserAs = async (browser: Browser, baseURL: string, lang: 'en' | 'ru', userAgent: string) => {
  const context = await browser.newContext({ baseURL, userAgent });
  const page = await context.newPage();
  // The sign-in page is filled in by its English labels; the language is chosen once signed in.
  await submitSignIn(page, 'company', DEMO_PHONES.companyAdmin);
  await expect(page).toHaveURL(new RegExp(`${AREA_PATHS.company}/abonents`));
  // English in the light theme, Russian in the dark one: the page's accessibility is checked in both.
  await page.evaluate((language) => {
    window.localStorage.setItem('lang', language);
    window.localStorage.setItem('theme', language === 'en' ? 'light' : 'dark');
  }, lang);
  await page.reload();
  return { context, page };
};

for (const lang of ['en', 'ru'] as const) {
  const { sessions } = catalogues[lang];
  const fill = (phrase: string, args: Record<string, string>) =>
    Object.entries(args).reduce((text, [name, value]) => text.replace(`%{${name}}`, value), phrase);
  // Each language's run its own browsers' versions, so that one run's rows never pass for the other's.
  const [chrome, firefox] = lang === 'en' ? ['131', '133'] : ['132', '134'];
  const desk = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Safari/537.36`;
  const laptop = `Mozilla/5.0 (X11; Linux x86_64; rv:${firefox}.0) Gecko/20100101 Firefox/${firefox}.0`;
  const deskName = fill(sessions.browser.withSystem, {
    browser: fill(sessions.browser.version, { browser: 'Chrome', version: chrome }),
    system: 'Windows',
  });
  const laptopName = fill(sessions.browser.withSystem, {
    browser: fill(sessions.browser.version, { browser: 'Firefox', version: firefox }),
    system: 'Linux',
  });

  test(`sees both sessions and ends the other, which is signed out on its next action (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const first = await browserAs(browser, baseURL!, lang, desk);
    const second = await browserAs(browser, baseURL!, lang, laptop);
    try {
      const page = first.page;
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: sessions.menu }).click();
      await expect(page.getByRole('heading', { level: 1, name: sessions.menu })).toBeVisible();

      const mine = page.getByRole('row').filter({ hasText: deskName });
      const other = page.getByRole('row').filter({ hasText: laptopName });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(sessions.current);
      await expect(mine).toContainText('УК «Северный квартал»');
      await expect(other).toHaveCount(1);
      await expect(other).not.toContainText(sessions.current);
      await expectNoSeriousViolations(page, `sessions (${lang})`);

      await other.getByRole('button', { name: sessions.actions.end }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(sessions.confirm.end);
      // The question names what it ends: the browser and its address.
      await expect(dialog).toContainText(`${laptopName}, 127.0.0.1`);
      // Checked once the dialog has faded in: half-way, the page behind it is half-dimmed.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
      await expectNoSeriousViolations(page, `sessions: ending one (${lang})`);
      await dialog.getByRole('button', { name: catalogues[lang].confirm }).click();
      await expect(toast(page, sessions.notifications.deleted.split(' |||| ')[0])).toBeVisible();
      await expect(other).toHaveCount(0);
      await expect(mine).toHaveCount(1);

      // The other browser's next action is refused, and it is back at the sign-in page.
      await second.page.getByRole('menuitem', { name: catalogues[lang].addresses }).click();
      await expect(second.page).toHaveURL(new RegExp(`${AREA_PATHS.company}/login`));
      await expect(second.page.getByRole('button', { name: catalogues[lang].signIn })).toBeVisible();

      // This one goes on.
      await page.reload();
      await expect(mine).toHaveCount(1);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
}
