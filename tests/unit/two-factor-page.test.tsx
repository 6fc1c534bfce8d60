import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '../../contract/two-factor';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser, makeUser } from './support/session';

/**
 * The signed-in user's two-factor page (/two_factor, from the account menu): turning it on shows the key
 * of the new secret, confirms with a code and shows the recovery codes once; a required one offers no way
 * to turn it off.
 */

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}${index}`);

const stub = (initial: TwoFactorStatus) => {
  let status = initial;
  const confirmed: string[] = [];
  const memory = createMemoryDataProvider();
  return {
    confirmed,
    dataProvider: {
      ...memory.dataProvider,
      getTwoFactor: async () => ({ data: status }),
      startTwoFactorEnrolment: async () => ({
        data: { otpauthUri: `otpauth://totp/Intercom:+70000000002?secret=${SECRET}`, secret: SECRET },
      }),
      confirmTwoFactorEnrolment: async (code: string) => {
        confirmed.push(code);
        status = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return { data: { recoveryCodes: CODES } };
      },
    },
  };
};

describe('the two-factor page', () => {
  it('turns it on: key shown, first code confirms, recovery codes shown once', async () => {
    const { dataProvider, confirmed } = stub({ enabled: false, required: false, recoveryCodesLeft: 0 });
    renderArea({ path: '/intercom-ru/two_factor', dataProvider, user: makeUser() });
    const user = userEvent.setup();

    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(confirmed).toEqual(['123456']);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText('10 unused recovery codes')).toBeInTheDocument();
  });

  it('offers no way to turn a required one off, in Russian', async () => {
    const { dataProvider } = stub({ enabled: true, required: true, recoveryCodesLeft: 3 });
    renderArea({
      area: 'platform',
      path: '/admin-ru/two_factor',
      dataProvider,
      user: makePlatformUser(),
      locale: 'ru',
    });
    expect(
      await screen.findByText(
        'Двухфакторный вход включён. Для вашей учётной записи он обязателен: выключить его нельзя.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Осталось 3 неиспользованных резервных кода')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Новые резервные коды' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Выключить' })).not.toBeInTheDocument();
  });
});
