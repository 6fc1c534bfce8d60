import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { DayField } from '../../src/layout/fields/DayField';
import { DeviceStatusField } from '../../src/layout/fields/DeviceStatusField';
import { LocalDateField } from '../../src/layout/fields/LocalDateField';

/** The console writes a date, and a moment, one way in each language, whichever field shows it. */

const record = { id: 1, day: '2026-11-30', at: '2026-11-22T07:27:52.000Z' };

const renderIn = (locale: 'en' | 'ru') => {
  window.localStorage.setItem('lang', locale);
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <RecordContextProvider value={record}>
        <div data-testid="day">
          <DayField source="day" />
        </div>
        <div data-testid="date">
          <LocalDateField source="day" />
        </div>
        <div data-testid="moment">
          <LocalDateField source="at" showTime />
        </div>
        <div data-testid="seen">
          <DeviceStatusField status="online" lastSeen={record.at} />
        </div>
      </RecordContextProvider>
    </AdminContext>,
  );
};

afterEach(() => window.localStorage.removeItem('lang'));

describe('dates in lists and record pages', () => {
  it('in Russian: 30.11.2026, and a moment to the minute', async () => {
    renderIn('ru');
    expect(await screen.findByTestId('day')).toHaveTextContent(/^30\.11\.2026$/);
    expect(screen.getByTestId('date')).toHaveTextContent(/^30\.11\.2026$/);
    const moment = screen.getByTestId('moment').textContent!;
    expect(moment).toMatch(/^22\.11\.2026, \d{2}:\d{2}$/);
    expect(screen.getByTestId('seen')).toHaveTextContent(moment);
  });

  it('in English: 11/30/26, and a moment to the minute', async () => {
    renderIn('en');
    expect(await screen.findByTestId('day')).toHaveTextContent(/^11\/30\/26$/);
    expect(screen.getByTestId('date')).toHaveTextContent(/^11\/30\/26$/);
    const moment = screen.getByTestId('moment').textContent!;
    expect(moment).toMatch(/^11\/22\/26, \d{1,2}:\d{2}\s[AP]M$/);
    expect(screen.getByTestId('seen')).toHaveTextContent(moment);
  });
});
