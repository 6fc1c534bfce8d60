import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import type { CameraRecord } from '../../../contract/camera';
import { useFailureMessage } from '../../layout/failureMessage';

/** Checks running at once: a few, so that a dozen silent cameras do not cost a dozen timeouts in a row. */
export const CONCURRENT_CHECKS = 3;

/**
 * The order of a run: cameras never checked first, then those checked longest ago. The server allows a
 * company so many checks a minute (CAMERA_CHECKS_PER_MINUTE); a run stopped by that limit and started
 * again a minute later thus goes on with the cameras the first run did not reach.
 */
export const checkOrder = (cameras: readonly CameraRecord[]): CameraRecord[] =>
  // A stable sort: cameras checked at the same time (or never) keep the list's order.
  [...cameras].sort((a, b) => (a.checked ?? '').localeCompare(b.checked ?? ''));

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * 'Check all' in the cameras list: checks the cameras the list shows (its search and filter applied,
 * the pages loaded so far) through CheckCameraStatus, showing '3 of 12 checked' as it goes, then how many
 * answered. A 429 (the per-minute limit) stops the run and says how far it got; a 401 stops it too (the
 * session ended); any other refusal skips that camera and is reported at the end.
 */
export const CheckAllButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const failureText = useFailureMessage();
  // While the list is fetching (a search being applied), what it shows is not yet what will be checked.
  const { data, isFetching } = useListContext<CameraRecord>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  const run = async () => {
    const queue = checkOrder(data ?? []);
    const total = queue.length;
    const tally = { done: 0, online: 0, offline: 0 };
    const failures: unknown[] = [];
    let stoppedBy: number | undefined;
    setProgress({ done: 0, total });

    const worker = async () => {
      for (let camera = queue.shift(); camera && stoppedBy === undefined; camera = queue.shift()) {
        try {
          const { data: result } = await dataProvider.checkCameraStatus({ id: camera.id });
          tally[result.status] += 1;
          tally.done += 1;
          setProgress({ done: tally.done, total });
        } catch (error) {
          const status = statusOf(error);
          if (status === 429 || status === 401) stoppedBy = status;
          else failures.push(error);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(CONCURRENT_CHECKS, total) }, worker));
    } finally {
      setProgress(undefined);
      refresh();
    }

    if (stoppedBy === 429) {
      notify('resources.cameras.checkAll.stopped', { type: 'error', messageArgs: { done: tally.done, total } });
    } else if (tally.done > 0) {
      notify('resources.cameras.checkAll.done', {
        type: 'success',
        messageArgs: { smart_count: tally.done, online: tally.online, offline: tally.offline },
      });
    }
    if (failures.length > 0) {
      notify('resources.cameras.checkAll.failed', {
        type: 'error',
        messageArgs: { smart_count: failures.length, reason: failureText(failures[0]) },
      });
    }
  };

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {progress && (
        <Stack spacing={0.5} sx={{ minWidth: 140 }} aria-live="polite">
          <Typography variant="caption" color="text.secondary">
            {translate('resources.cameras.checkAll.progress', progress)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? (100 * progress.done) / progress.total : 0}
            aria-label={translate('resources.cameras.checkAll.progress', progress)}
          />
        </Stack>
      )}
      <Button
        size="small"
        startIcon={<NetworkCheck />}
        disabled={progress !== undefined || isFetching || !data?.length}
        onClick={() => void run()}
      >
        {translate('resources.cameras.actions.checkAll')}
      </Button>
    </Stack>
  );
};
