import Assessment from '@mui/icons-material/Assessment';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCreatePath, useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadErrorMessage } from '../../layout/LoadError';
import { useCardLayout } from '../../layout/lists/ListCards';
import { LoadMoreButton } from '../../layout/lists/LoadMore';
import { PageHeader } from '../../layout/PageHeader';
import {
  defaultJournalFilters,
  isNarrowed,
  JOURNAL_FILTERS_STORE_KEY,
  type JournalFilterState,
  toJournalQuery,
} from './filters';
import { JournalCards } from './JournalCards';
import { JournalFilters } from './JournalFilters';
import { JournalTable } from './JournalTable';
import { useLiveJournal } from './useLiveJournal';

// The report and its chart load when first opened: the chart library stays out of the journal's chunk.
const JournalReport = lazy(() => import('./JournalReport'));
const JournalAnomalies = lazy(() => import('./JournalAnomalies'));

/**
 * The access journal (Set B `access_journal`): the company's pass events newest first,
 * filtered, a page at a time, live; a row opens the event with its decision; the anomalies, and the
 * report by day with its chart and downloads, open above the list.
 */
export const JournalPage = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [filters, setFilters] = useStore<JournalFilterState>(JOURNAL_FILTERS_STORE_KEY, defaultJournalFilters);
  const [reportOpen, setReportOpen] = useState(false);
  const [anomaliesOpen, setAnomaliesOpen] = useState(false);
  // A preset's dates are worked out when the filters change, so the query stays one query while it shows.
  const query = useMemo(() => toJournalQuery(filters), [filters]);
  const narrowed = isNarrowed(filters);
  const { pages, newCount, paused, showNew, live } = useLiveJournal(query, narrowed);
  const events = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const t = (key: string, options?: object) => translate(`resources.access_journal.${key}`, options);
  // Where the lists show cards: the table's columns do not fit a phone.
  const phone = useCardLayout();

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader
        title={t('title')}
        actions={
          // On a phone the buttons wrap onto a second line rather than each onto two.
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
          >
            {/* Working time has no menu entry (spec): it is reached from here, as it is made of these events. */}
            <Button
              component={Link}
              to={createPath({ resource: 'working_time', type: 'list' })}
              startIcon={<Schedule />}
            >
              {t('workingTime.title')}
            </Button>
            <Button
              variant={anomaliesOpen ? 'contained' : 'outlined'}
              startIcon={<ReportProblemOutlined />}
              onClick={() => setAnomaliesOpen(!anomaliesOpen)}
            >
              {t(anomaliesOpen ? 'anomalies.close' : 'anomalies.open')}
            </Button>
            <Button
              variant={reportOpen ? 'contained' : 'outlined'}
              startIcon={<Assessment />}
              onClick={() => setReportOpen(!reportOpen)}
            >
              {t(reportOpen ? 'reports.close' : 'reports.open')}
            </Button>
          </Stack>
        }
      >
        {live && (
          <Chip
            size="small"
            icon={<FiberManualRecord sx={{ fontSize: 12 }} />}
            color={paused ? 'default' : 'success'}
            variant="outlined"
            label={t(paused ? 'live.paused' : 'live.on')}
            data-testid="journal-live"
          />
        )}
      </PageHeader>
      <JournalFilters value={filters} onChange={setFilters} />
      {anomaliesOpen && (
        <Suspense fallback={<LinearProgress />}>
          <JournalAnomalies
            query={query}
            onShowEvents={(narrowed) => {
              setFilters(narrowed);
              setAnomaliesOpen(false);
            }}
          />
        </Suspense>
      )}
      {reportOpen && (
        <Suspense fallback={<LinearProgress />}>
          <JournalReport query={query} />
        </Suspense>
      )}
      {newCount > 0 && paused && (
        // Over the page header, which stays at the top on a phone (PageHeader.tsx) and would hide it.
        <Box
          sx={{
            position: 'sticky',
            top: 64,
            zIndex: (theme) => theme.zIndex.appBar - 1,
            display: 'flex',
            justifyContent: 'center',
            py: 1,
          }}
        >
          <Button variant="contained" size="small" onClick={showNew} data-testid="journal-new-events">
            {t('live.newEvents', { smart_count: newCount })}
          </Button>
        </Box>
      )}
      <Card variant="outlined">
        {pages.isPending ? (
          <LinearProgress />
        ) : pages.isError ? (
          <LoadErrorMessage error={pages.error} onRetry={() => void pages.refetch()} />
        ) : events.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6 }}>
            <Typography variant="h6" component="p">
              {t(narrowed ? 'nothingMatches' : 'emptyList')}
            </Typography>
            {narrowed && <Button onClick={() => setFilters(defaultJournalFilters)}>{t('clearFilters')}</Button>}
          </Stack>
        ) : (
          <>
            {phone ? <JournalCards events={events} /> : <JournalTable events={events} />}
            <LoadMoreButton
              hasNextPage={pages.hasNextPage}
              isFetchingNextPage={pages.isFetchingNextPage}
              fetchNextPage={pages.fetchNextPage}
            />
          </>
        )}
      </Card>
    </Box>
  );
};
