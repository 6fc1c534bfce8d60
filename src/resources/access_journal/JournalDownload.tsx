import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DownloadProgress, JournalQuery } from '../../dataProvider/journalMethods';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useFailureMessage } from '../../layout/failureMessage';
import { browserTimeZone } from './period';

const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The filtered journal as CSV or XLSX, streamed from the server with a progress bar while it comes. */
export const JournalDownload = ({ query }: { query: JournalQuery }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failureMessage = useFailureMessage();
  const [locale] = useLocaleState();
  const dataProvider = useConsoleDataProvider();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const t = (key: string, options?: object) => translate(`resources.access_journal.reports.${key}`, options);

  const download = async (format: 'csv' | 'xlsx') => {
    setProgress({ total: 0, bytes: 0 });
    try {
      const blob = await dataProvider.downloadJournal(
        query,
        { format, timeZone: browserTimeZone(), locale },
        setProgress,
      );
      const name = `journal-${new Date().toISOString().slice(0, 10)}.${format}`;
      saveFile(blob, name);
      notify(t('downloaded', { name }), { type: 'success' });
    } catch (error) {
      notify(failureMessage(error), { type: 'error', messageArgs: { _: failureMessage(error) } });
    } finally {
      setProgress(null);
    }
  };

  const share =
    progress?.rows !== undefined && progress.total > 0
      ? Math.min(100, (progress.rows / progress.total) * 100)
      : undefined;
  return (
    <Stack spacing={1} sx={{ minWidth: 240 }}>
      <Stack direction="row" spacing={1}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            startIcon={<Download />}
            disabled={!!progress}
            onClick={() => void download(format)}
          >
            {t(format)}
          </Button>
        ))}
      </Stack>
      {progress && (
        <>
          <LinearProgress
            variant={share === undefined ? 'indeterminate' : 'determinate'}
            value={share}
            aria-label={t('csv')}
          />
          <Typography variant="caption" color="text.secondary" role="status" data-testid="journal-download-progress">
            {progress.rows !== undefined
              ? t('downloading', {
                  done: progress.rows.toLocaleString(locale),
                  total: progress.total.toLocaleString(locale),
                })
              : t('downloadingBytes', {
                  size: `${(progress.bytes / 1_048_576).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`,
                })}
          </Typography>
        </>
      )}
    </Stack>
  );
};
