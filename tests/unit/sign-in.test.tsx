import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../src/session/session';
import { stubServer } from './support/fakeServer';
import { AREA_HOME_MARKER, renderSignIn } from './support/renderSignIn';
import { COMPANY_A, COMPANY_B, makePlatformUser, makeUnboundUser, makeUser } from './support/session';

/** The standalone sign-in pages of the two areas. */

const phoneField = () => screen.getByLabelText(/^Phone number/);
const passwordField = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });

/** The message shown under a field: the helper text the field is described by. */
const messageUnder = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

const fillAndSubmit = async (
  user: ReturnType<typeof userEvent.setup>,
  phone = '79001234567',
  password = 'correct horse',
) => {
  await user.type(phoneField(), phone);
  await user.type(passwordField(), password);
  await user.click(submitButton());
};

describe('the credentials form', () => {
  it("an empty submit shows 'This field is required' under both fields and calls nothing", async () => {
    const user = userEvent.setup();
    const server = stubServer();
    renderSignIn({ area: 'company' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(submitButton());

    expect(messageUnder(phoneField())).toBe('This field is required');
    expect(messageUnder(passwordField())).toBe('This field is required');
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toEqual([]);
  });

  it("a 401 answer shows 'Wrong phone number or password' and keeps what was typed", async () => {
    const user = userEvent.setup();
    const server = stubServer({ Login: { status: 401, body: { error: 'auth.errors.invalidCredentials' } } });
    renderSignIn({ area: 'platform' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await fillAndSubmit(user, '79001234567', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number or password');
    expect(phoneField()).toHaveValue('79001234567');
    expect(passwordField()).toHaveValue('wrong');
    expect(server.requests[0].body).toEqual({
      Action: 'Login',
      PhoneNumber: '79001234567',
      Password: 'wrong',
      Area: 'platform',
    });
    expect(window.localStorage.getItem('RaStore.platform.auth-storage')).toBeNull();
  });

  it("a 400 with fields.PhoneNumber shows 'Invalid phone number format' under the phone field until it changes", async () => {
    const user = userEvent.setup();
    stubServer({
      Login: {
        status: 400,
        body: { error: 'common.errors.invalidParams', fields: { PhoneNumber: 'common.validation.phone' } },
      },
    });
    renderSignIn({ area: 'company' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await fillAndSubmit(user, '12-34');

    await waitFor(() => expect(messageUnder(phoneField())).toBe('Invalid phone number format'));
    expect(messageUnder(passwordField())).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(phoneField()).toHaveValue('12-34');

    await user.type(phoneField(), '5');
    expect(messageUnder(phoneField())).toBeNull();
  });

  it('a platform admin is signed in: the session is stored for the platform area only and the area opens', async () => {
    const user = userEvent.setup();
    const platformUser = makePlatformUser();
    stubServer({ Login: { body: platformUser } });
    const { pathname, store } = renderSignIn({ area: 'platform' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await fillAndSubmit(user);

    expect(await screen.findByText(AREA_HOME_MARKER)).toBeInTheDocument();
    expect(pathname()).toBe('/admin-ru/');
    expect(store.getItem(SESSION_KEY)).toEqual(platformUser);
    expect(window.localStorage.getItem('RaStore.company.auth-storage')).toBeNull();
  });

  it('a second factor: the code step comes before any session, a wrong code is said so, a right one opens the area', async () => {
    const user = userEvent.setup();
    const platformUser = makePlatformUser();
    let attempts = 0;
    const server = stubServer({
      Login: { body: { twoFactor: 'verify', challenge: 'the-challenge' } },
      VerifyTwoFactor: () =>
        ++attempts === 1
          ? { status: 401, body: { error: 'auth.twoFactor.errors.invalidCode' } }
          : { body: platformUser },
    });
    const { pathname, store } = renderSignIn({ area: 'platform' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(store.getItem(SESSION_KEY)).toBeUndefined();
    await user.type(await screen.findByLabelText(/^Code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong or already used code');
    await user.type(screen.getByLabelText(/^Code/), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(AREA_HOME_MARKER)).toBeInTheDocument();
    expect(pathname()).toBe('/admin-ru/');
    expect(store.getItem(SESSION_KEY)).toEqual(platformUser);
    expect(server.requestsOf('VerifyTwoFactor').map((request) => request.body)).toEqual([
      { Action: 'VerifyTwoFactor', Challenge: 'the-challenge', Code: '111111' },
      { Action: 'VerifyTwoFactor', Challenge: 'the-challenge', Code: '222222' },
    ]);
  });

  it('an enrolment at sign-in: QR code and key, then the recovery codes once, never stored', async () => {
    const user = userEvent.setup();
    const platformUser = makePlatformUser();
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fghj${index}`);
    stubServer({
      Login: {
        body: {
          twoFactor: 'enrol',
          challenge: 'the-challenge',
          otpauthUri: 'otpauth://totp/Intercom:+79001234567?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSWY3DPEHPK3PXP',
        },
      },
      VerifyTwoFactor: { body: { ...platformUser, recoveryCodes } },
    });
    const { store } = renderSignIn({ area: 'platform' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(store.getItem(SESSION_KEY)).toEqual(platformUser);
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByText(AREA_HOME_MARKER)).toBeInTheDocument();
  });

  it('a visitor who is already signed in goes straight to the area', async () => {
    stubServer();
    const { pathname } = renderSignIn({ area: 'company', user: makeUser() });
    expect(await screen.findByText(AREA_HOME_MARKER)).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/');
  });

  it('is shown in the remembered language, and its language switch remembers the new one', async () => {
    const user = userEvent.setup();
    renderSignIn({ area: 'company', locale: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByText('Администрирование компании')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Номер телефона/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('en');
  });

  it('follows the theme and the language when another tab changes them', async () => {
    renderSignIn({ area: 'company' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(document.documentElement.dataset.theme).toBe('light');

    /** What the browser does in this tab when another one changes what is remembered. */
    const changedElsewhere = (key: string, value: string) => {
      window.localStorage.setItem(key, value);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
      });
    };
    changedElsewhere('theme', 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('main')).toHaveAttribute('data-theme', 'dark');
    changedElsewhere('lang', 'ru');
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
  });
});

describe('the company selection', () => {
  const unbound = makeUnboundUser();
  const bound = { ...unbound, companyId: COMPANY_B.companyId };

  const signInWithTwoCompanies = async (user: ReturnType<typeof userEvent.setup>) => {
    const server = stubServer({
      Login: { body: unbound },
      GetProfiles: ({ params }) => ({
        body: {
          items: [COMPANY_A, COMPANY_B].filter((profile) => profile.companyName.includes(String(params.Search ?? ''))),
          total: 1,
        },
      }),
      SelectProfile: { body: bound },
      Logout: { body: {} },
    });
    const view = renderSignIn({ area: 'company' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await fillAndSubmit(user);
    await screen.findByRole('heading', { name: 'Choose a management company' });
    return { server, ...view };
  };

  it('a company admin with two profiles sees the company selector with a red required marker', async () => {
    const user = userEvent.setup();
    const { store, pathname } = await signInWithTwoCompanies(user);

    const selector = await screen.findByRole('combobox', { name: /^Management company/ });
    expect(selector).toBeRequired();
    const label = document.querySelector(`label[for="${selector.id}"]`)!;
    const marker = label.querySelector('.MuiFormLabel-asterisk');
    expect(marker).not.toBeNull();
    expect(marker).toHaveTextContent('*');
    expect(getComputedStyle(marker!).color).toMatch(/^(rgb\(211, 47, 47\)|#d32f2f)$/i);
    expect(label).not.toHaveClass('Mui-error');

    // The session is kept, not yet usable: the area does not open.
    expect(store.getItem(SESSION_KEY)).toEqual(unbound);
    expect(pathname()).toBe('/intercom-ru/login');
  });

  it('Continue without a choice shows the required message under the selector', async () => {
    const user = userEvent.setup();
    const { server } = await signInWithTwoCompanies(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const selector = screen.getByRole('combobox', { name: /^Management company/ });
    await waitFor(() => expect(messageUnder(selector)).toBe('This field is required'));
    expect(selector).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsOf('SelectProfile')).toEqual([]);
  });

  it('searching asks the server (GetProfiles with Search, signed in), choosing and continuing calls SelectProfile and stores the bound session', async () => {
    const user = userEvent.setup();
    const { server, store, pathname } = await signInWithTwoCompanies(user);
    const selector = screen.getByRole('combobox', { name: /^Management company/ });

    await user.type(selector, 'Лесная');
    await waitFor(() => expect(server.requestsOf('GetProfiles')).toHaveLength(1));
    const [search] = server.requestsOf('GetProfiles');
    expect(search.method).toBe('GET');
    expect(search.params).toEqual({ Search: 'Лесная', Limit: '50' });
    expect(search.headers.get('Authorization')).toBe(
      `SAS-TOKEN ${unbound.credentials.apiKeyId}:${unbound.credentials.token}`,
    );

    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([COMPANY_B.companyName]),
    );
    await user.click(within(listbox).getByRole('option', { name: COMPANY_B.companyName }));
    expect(selector).toHaveValue(COMPANY_B.companyName);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(AREA_HOME_MARKER)).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/');
    expect(server.requestsOf('SelectProfile').map((request) => request.body)).toEqual([
      { Action: 'SelectProfile', CompanyId: COMPANY_B.companyId },
    ]);
    expect(store.getItem(SESSION_KEY)).toEqual(bound);
  });

  it('offers the profiles of the sign-in answer before any search', async () => {
    const user = userEvent.setup();
    await signInWithTwoCompanies(user);
    await user.click(screen.getByRole('combobox', { name: /^Management company/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([COMPANY_A.companyName, COMPANY_B.companyName]);
    expect(listbox).toHaveStyle({ maxHeight: '150px' });
  });

  it('“Sign in as another user” goes back to the credentials and forgets the unbound session', async () => {
    const user = userEvent.setup();
    const { server, store } = await signInWithTwoCompanies(user);
    await user.click(screen.getByRole('button', { name: 'Sign in as another user' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getItem(SESSION_KEY)).toBeUndefined();
    await waitFor(() => expect(server.requestsOf('Logout')).toHaveLength(1));
  });

  it('a session still waiting for its company, found on reload, opens the company step', async () => {
    stubServer();
    renderSignIn({ area: 'company', user: makeUnboundUser() });
    expect(await screen.findByRole('heading', { name: 'Choose a management company' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Management company/ })).toBeInTheDocument();
  });
});
