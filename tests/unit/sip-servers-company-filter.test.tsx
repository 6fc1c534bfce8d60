import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser } from './support/session';

/**
 * The platform's SIP lists filter by company, labelled 'Company' as on every other screen (not 'Company
 * ID'), and their search boxes' Russian placeholders are short enough for the box.
 */
describe('the SIP lists’ company filter', () => {
  for (const path of ['/admin-ru/sip_servers', '/admin-ru/sip_devices']) {
    for (const [locale, label] of [
      ['ru', 'Компания'],
      ['en', 'Company'],
    ] as const) {
      it(`is "${label}" at ${path} (${locale})`, async () => {
        const memory = createMemoryDataProvider({ sip_servers: [], sip_devices: [], companies: [] });
        renderArea({ area: 'platform', path, dataProvider: memory.dataProvider, user: makePlatformUser(), locale });
        await screen.findByRole('combobox', { name: label }, { timeout: 10_000 });
        expect(screen.queryByRole('combobox', { name: /ID/ })).not.toBeInTheDocument();
      });
    }
  }

  it('says in Russian what the SIP devices’ search finds, in words that fit the box', async () => {
    const memory = createMemoryDataProvider({ sip_devices: [], sip_servers: [], companies: [] });
    renderArea({
      area: 'platform',
      path: '/admin-ru/sip_devices',
      dataProvider: memory.dataProvider,
      user: makePlatformUser(),
      locale: 'ru',
    });
    const search = await screen.findByPlaceholderText('Название, адрес или сервер', {}, { timeout: 10_000 });
    expect(search.getAttribute('placeholder')!.length).toBeLessThanOrEqual(30);
  });
});
