import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { ProgressLabels } from '../../src/layout/ProgressLabels';
import { lightTheme } from '../../src/layout/themes';

describe('progress bars inside an area', () => {
  it('are named for screen readers in the console’s language, unless a bar names itself', async () => {
    window.localStorage.setItem('lang', 'ru');
    render(
      <AdminContext i18nProvider={createI18nProvider()} theme={lightTheme}>
        <ProgressLabels>
          <LinearProgress />
          <CircularProgress />
          <LinearProgress aria-label="Считаем точки доступа…" />
        </ProgressLabels>
      </AdminContext>,
    );
    expect(await screen.findAllByRole('progressbar', { name: 'Загрузка' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Считаем точки доступа…' })).toBeInTheDocument();
  });
});
