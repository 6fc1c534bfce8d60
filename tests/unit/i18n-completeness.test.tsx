import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMessage } from '../../contract/messages';
import { catalogues } from '../../src/i18n/catalogues';
import { loadMessages } from '../../src/i18n/loadMessages';
import { messages } from './support/messages';
import type { Locale } from '../../src/i18n/locale';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { renderSignIn } from './support/renderSignIn';
import { COMPANY_A, COMPANY_B, makePlatformUser, makeUnboundUser, makeUser } from './support/session';
import { hasKey, recordingI18nProvider, type TranslationRequest } from './support/translations';

/**
 * "A test renders the screens in Russian and fails on any missing key." Every translate() call of the
 * real i18nProvider (the areas) and of the real bare translator (the sign-in pages) is written down and
 * checked against the catalogue of the language it was made in.
 */

// The sign-in pages translate with src/i18n/bareTranslator.ts: the real translator, with each call
// written down. Nothing it returns is changed.
const bareRequests = vi.hoisted(() => [] as { key: string; locale: string; output: string }[]);
// The test files of a worker share their modules (vitest.config.ts): an earlier file may have loaded the
// real translator already. Load src/ afresh for this file (libraries stay loaded), so it gets the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('../../src/i18n/bareTranslator', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/i18n/bareTranslator')>();
  return {
    ...actual,
    createTranslator: (locale: Locale) => {
      const translate = actual.createTranslator(locale);
      return (text: string, options?: Record<string, unknown>) => {
        const output = translate(text, options);
        bareRequests.push({ key: parseMessage(text).message, locale, output });
        return output;
      };
    },
  };
});

// src/ loaded afresh (above) has its own cache of messages: load them into it, as the setup did into the first.
beforeAll(() => Promise.all([loadMessages('en'), loadMessages('ru')]));

/**
 * The catalogue of each language. `messages.ru` has English underneath as the fallback: a key found only
 * there shows English on a Russian screen, so for Russian only Russian sources count.
 */
const ownCatalogue: Record<Locale, TranslationMessages> = {
  en: messages.en,
  ru: mergeTranslations(russianMessages, catalogues.ru),
};

/**
 * react-admin's own optional probes: it asks for these with a `_` default and uses the default when the
 * resource does not customise them. Field labels are not among them: a missing one would be react-admin's
 * English inflection of the source name.
 */
const OPTIONAL_PROBE =
  /^resources\.[^.]+\.(page\.[a-z_]+|empty|invite|notifications\.[a-z_]+|action\.[a-z_]+|forcedCaseName)$/;
const FIELD_LABEL = /^resources\.[^.]+\.fields\./;

const leafValues = (node: object): string[] =>
  Object.values(node).flatMap((value) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? leafValues(value) : [],
  );
const catalogueTexts = { en: new Set(leafValues(ownCatalogue.en)), ru: new Set(leafValues(ownCatalogue.ru)) };
const KEY_SHAPED = /^[\w-]+(\.[\w-]+)+$/;
/** The language's strings with placeholders (`%{name} — Account`), as patterns of their filled-in texts. */
const templates = (locale: Locale) =>
  [...catalogueTexts[locale]]
    .filter((text) => text.includes('%{'))
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/%\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
          's',
        ),
    );
const catalogueTemplates = { en: templates('en'), ru: templates('ru') };
const isCatalogueText = (message: string, locale: Locale) =>
  catalogueTexts[locale].has(message) || catalogueTemplates[locale].some((template) => template.test(message));

const isMissing = ({ key, options, locale }: TranslationRequest) => {
  const { message } = parseMessage(key);
  // react-admin passes some labels through translate() again once translated ('Clear filters'): such a
  // text must be one of the language's own strings, else it is untranslated text on the screen.
  // A label may also be one of them already filled in ('Ирина Смирнова — Account').
  if (!KEY_SHAPED.test(message)) return message.trim() !== '' && !isCatalogueText(message, locale as Locale);
  if (hasKey(ownCatalogue[locale as Locale], message)) return false;
  if (FIELD_LABEL.test(message)) return true;
  return !(options && '_' in options && OPTIONAL_PROBE.test(message));
};

const missingIn = (requests: TranslationRequest[], locale: Locale) => {
  expect(requests.length).toBeGreaterThan(0);
  expect(new Set(requests.map((request) => request.locale))).toEqual(new Set([locale]));
  return [...new Set(requests.filter(isMissing).map((request) => parseMessage(request.key).message))].sort();
};

const bareMissingIn = (locale: Locale) => {
  const requests = bareRequests.filter((request) => request.locale === locale);
  expect(requests.length).toBeGreaterThan(0);
  return [
    ...new Set(
      requests
        .filter(({ key, output }) => !hasKey(ownCatalogue[locale], key) || output === key)
        .map((request) => request.key),
    ),
  ].sort();
};

const userList = [
  {
    id: 'u-1',
    displayName: 'Пётр Иванов',
    phoneNumber: '79001112233',
    email: 'petr@example.com',
    emailConfirmed: true,
    keysCount: 2,
    companies: [COMPANY_A.companyName, COMPANY_B.companyName],
  },
  {
    id: 'u-2',
    displayName: 'Анна Кузнецова',
    phoneNumber: '79004445566',
    email: null,
    emailConfirmed: false,
    keysCount: 0,
    companies: [],
  },
];

const texts = {
  en: {
    addresses: 'Addresses',
    searchAddresses: 'Search addresses',
    loadMore: 'Load more',
    allLoaded: 'All data loaded',
    save: 'Save',
    account: 'Account',
    newAddress: 'New address',
    editAddress: 'Edit address',
    minLength: 'Minimum length is 2 characters',
    warning: 'Attention! 2 abonents will receive the update',
    users: 'Users',
    signIn: 'Sign in',
    chooseCompany: 'Choose a management company',
    continue: 'Continue',
    company: 'Management company',
    required: 'This field is required',
  },
  ru: {
    addresses: 'Адреса',
    searchAddresses: 'Поиск адресов',
    loadMore: 'Загрузить ещё',
    allLoaded: 'Все данные загружены',
    save: 'Сохранить',
    account: 'Учётная запись',
    newAddress: 'Новый адрес',
    editAddress: 'Изменение адреса',
    minLength: 'Минимальная длина — 2 символа',
    warning: 'Внимание! Обновление получат 2 абонента',
    users: 'Пользователи',
    signIn: 'Вход',
    chooseCompany: 'Выберите управляющую компанию',
    continue: 'Продолжить',
    company: 'Управляющая компания',
    required: 'Обязательное поле',
  },
} satisfies Record<Locale, Record<string, string>>;

describe.each(['ru', 'en'] as const)('every string of the screens is in the %s catalogue', (locale) => {
  const t = texts[locale];

  it('the company area: the addresses list with rows and load-more, and the user menu opened', async () => {
    const { i18nProvider, requests } = recordingI18nProvider();
    const { dataProvider } = createMemoryDataProvider({ addresses: makeAddresses(30) });
    renderArea({ path: '/intercom-ru/addresses', dataProvider, user: makeUser(), locale, i18nProvider });

    expect(await screen.findByRole('heading', { name: t.addresses })).toBeInTheDocument();
    expect(await screen.findByText('г. Москва, ул. Лесная, д. 30')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t.loadMore })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.newAddress })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: new RegExp(t.account) }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Русский' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeInTheDocument();
    // The language in use is said to be the one checked, not only drawn with a check mark.
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      String(locale === 'en'),
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Русский' })).toHaveAttribute(
      'aria-checked',
      String(locale === 'ru'),
    );
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4); // sessions, two-factor sign-in, theme, sign-out
    expect(within(menu).getByRole('menuitem', { name: locale === 'ru' ? 'Сеансы' : 'Sessions' })).toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitemradio', { name: 'English' })).not.toBeInTheDocument());

    // A search that finds nothing: react-admin's own no-results screen.
    await userEvent.type(screen.getByPlaceholderText(t.searchAddresses), 'zzz');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());

    expect(missingIn(requests, locale)).toEqual([]);
  });

  it('the address create page, with a validation message shown', async () => {
    const { i18nProvider, requests } = recordingI18nProvider();
    const { dataProvider } = createMemoryDataProvider({ addresses: makeAddresses(2) });
    renderArea({ path: '/intercom-ru/addresses/create', dataProvider, user: makeUser(), locale, i18nProvider });

    expect(await screen.findByRole('heading', { name: t.newAddress })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox'), 'a');
    await userEvent.tab();
    expect(await screen.findByText(t.minLength)).toBeInTheDocument();

    expect(missingIn(requests, locale)).toEqual([]);
  });

  it('the address edit page with its confirm dialog open', async () => {
    const { i18nProvider, requests } = recordingI18nProvider();
    const [address] = makeAddresses(1);
    // Two abonents registered at it: the warning counts them, in the language's plural form.
    const abonents = ['a-1', 'a-2'].map((id) => ({ id, addressId: address.id }));
    const { dataProvider } = createMemoryDataProvider({ addresses: [address], abonents });
    renderArea({ path: `/intercom-ru/addresses/${address.id}`, dataProvider, user: makeUser(), locale, i18nProvider });

    expect(await screen.findByRole('heading', { name: t.editAddress })).toBeInTheDocument();
    const input = await screen.findByDisplayValue(address.value);
    await userEvent.type(input, ', кв. 5');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(t.warning);

    expect(missingIn(requests, locale)).toEqual([]);
  });

  it("the platform area's users list", async () => {
    const { i18nProvider, requests } = recordingI18nProvider();
    const { dataProvider } = createMemoryDataProvider({ users: userList });
    renderArea({
      area: 'platform',
      path: '/admin-ru/users',
      dataProvider,
      user: makePlatformUser(),
      locale,
      i18nProvider,
    });

    expect(await screen.findByRole('heading', { name: t.users })).toBeInTheDocument();
    expect(await screen.findByText('Пётр Иванов')).toBeInTheDocument();
    expect(await screen.findByText(t.allLoaded)).toBeInTheDocument();

    expect(missingIn(requests, locale)).toEqual([]);
  });

  it('the sign-in page of both areas, and the company selection', async () => {
    bareRequests.length = 0;
    for (const area of ['platform', 'company'] as const) {
      const { unmount } = renderSignIn({ area, locale });
      expect(await screen.findByRole('heading', { name: t.signIn })).toBeInTheDocument();
      // Sending the empty form shows the required messages too.
      await userEvent.click(screen.getByRole('button', { name: locale === 'ru' ? 'Войти' : 'Sign in' }));
      expect(await screen.findAllByText(t.required)).toHaveLength(2);
      unmount();
    }

    renderSignIn({ area: 'company', locale, user: makeUnboundUser() });
    expect(await screen.findByRole('heading', { name: t.chooseCompany })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: t.company })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(screen.getByText(t.required)).toBeInTheDocument());

    expect(bareMissingIn(locale)).toEqual([]);
  });
});

describe('the catalogues themselves', () => {
  const flatten = (node: object, prefix = ''): string[] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('Russian has every key of English, each a non-empty string', () => {
    const english = flatten(catalogues.en);
    const missing = english.filter((key) => !hasKey(catalogues.ru, key));
    expect(missing).toEqual([]);
    const empty = flatten(catalogues.ru).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues.ru);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('English quotes in the English text: never guillemets or straight double quotes', () => {
    const english = flatten(catalogues.en).map((key) => [
      key,
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues.en),
    ]);
    expect(english.filter(([, text]) => /[«»"]/.test(String(text)))).toEqual([]);
  });

  it('has the title that names the record for every edit page that names it (the header shows the key otherwise)', () => {
    // Each resource folder's definitions: an edit page with a recordRepresentation titles itself
    // `resources.<name>.editNamed` (ResourcePages.tsx). Tariffs draw their own header (revisions).
    const modules = import.meta.glob<Record<string, { edit?: unknown; recordRepresentation?: unknown }>>(
      '../../src/resources/*/index.{ts,tsx}',
      { eager: true },
    );
    const named = Object.entries(modules)
      .filter(([path]) => !path.includes('/tariffs/'))
      .flatMap(([path, exports]) => {
        const resource = path.split('/').at(-2)!;
        return Object.values(exports).some((definition) => definition?.edit && definition.recordRepresentation)
          ? [resource]
          : [];
      });
    expect(named.length).toBeGreaterThan(10);
    const missing = named.flatMap((resource) =>
      (['en', 'ru'] as const)
        .filter((locale) => !hasKey(catalogues[locale], `resources.${resource}.editNamed`))
        .map((locale) => `${locale} ${resource}`),
    );
    expect(missing).toEqual([]);
  });

  it("react-admin's Russian messages are loaded as a catalogue, not as a module wrapper", () => {
    expect(messages.ru.ra).toBeDefined();
    expect((messages.ru as { ra: { action: { save: string } } }).ra.action.save).not.toBe(
      (messages.en as { ra: { action: { save: string } } }).ra.action.save,
    );
  });
});
