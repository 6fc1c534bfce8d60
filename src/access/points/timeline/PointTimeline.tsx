import Timeline from '@mui/icons-material/Timeline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { type TimelineKind, timelineKinds } from '../../../../contract/access-point-timeline';
import { useConsoleDataProvider } from '../../../dataProvider/useConsoleDataProvider';
import { LoadErrorMessage, logLoadFailure } from '../../../layout/LoadError';
import { CameraLink, TimelineItem, timelineEntryKey } from './TimelineItem';
import { NoCamera } from './NoCamera';
import { timelineDays } from './timelineDays';

/** The periods offered, in hours back from now. */
const PERIODS = { day: 24, week: 7 * 24, month: 31 * 24 } as const;
type Period = keyof typeof PERIODS;

/** A day's heading in the console's language: "Tuesday, 1 December". */
const useFormatDay = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  // A heading starts with a capital, though Russian writes the weekday in lower case ("пятница, 4 декабря").
  return (day: string) => {
    const words = format.format(new Date(`${day}T12:00:00`));
    return words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);
  };
};

/** A row of chips that each choose or toggle something, with its label for assistive technology. */
const ChipRow = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={label} sx={{ flexWrap: 'wrap' }}>
    <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', minWidth: '5.5rem' }}>
      {label}
    </Typography>
    {children}
  </Stack>
);

/**
 * A door's timeline on its page: its passes, the periods its devices were offline or behind, the changes
 * to it and its lock, and its camera's checks with the periods they found it offline, newest first,
 * grouped by day, with the period and the kinds as chips. It is read again when the point is saved, so a
 * change just made shows at once.
 */
export const PointTimeline = () => {
  const translate = useTranslate();
  const point = useRecordContext<{ id: string }>();
  const dataProvider = useConsoleDataProvider();
  const formatDay = useFormatDay();
  const headingId = useId();
  const [period, setPeriod] = useState<Period>('day');
  const [kinds, setKinds] = useState<TimelineKind[]>([...timelineKinds]);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['access_points', 'timeline', point?.id, period, kinds],
    queryFn: () =>
      dataProvider
        .getAccessPointTimeline({
          AccessPointId: point!.id,
          // From now at each read: "the last 24 hours" moves on.
          From: new Date(Date.now() - PERIODS[period] * 3_600_000).toISOString(),
          Kinds: kinds.join(','),
        })
        .then(({ data }) => data),
    enabled: !!point && kinds.length > 0,
  });
  // A save gives the page a new record: read again (not on the first render, which reads anyway).
  const shownRecord = useRef(point);
  useEffect(() => {
    if (shownRecord.current === point) return;
    shownRecord.current = point;
    void refetch();
  }, [point, refetch]);
  useEffect(() => {
    if (error) logLoadFailure(error);
  }, [error]);
  if (!point) return null;

  const toggle = (kind: TimelineKind) =>
    setKinds((shown) =>
      shown.includes(kind)
        ? shown.filter((other) => other !== kind)
        : timelineKinds.filter((k) => k === kind || shown.includes(k)),
    );
  const kindWord = (kind: TimelineKind) => translate(`points.timeline.kinds.${kind}`);
  const passesShown = data?.items.filter((entry) => entry.kind === 'pass').length ?? 0;
  const changesShown = data?.items.filter((entry) => entry.kind === 'config').length ?? 0;
  const checksShown = data?.items.filter((entry) => entry.kind === 'camera' && entry.type === 'check').length ?? 0;

  const body = () => {
    if (kinds.length === 0)
      return <Typography color="text.secondary">{translate('points.timeline.noKinds')}</Typography>;
    if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
    if (error || !data) return <LoadErrorMessage error={error} onRetry={() => void refetch()} />;
    const days = timelineDays(data.items, data.from);
    return (
      <Stack spacing={1.5}>
        {data.hidden.length > 0 && (
          <Alert severity="info">
            {translate('points.timeline.hidden', { kinds: data.hidden.map(kindWord).join(', ') })}
          </Alert>
        )}
        {data.passTotal > passesShown && (
          <Typography variant="body2" color="text.secondary">
            {translate('points.timeline.passesCapped', { shown: passesShown, total: data.passTotal })}
          </Typography>
        )}
        {data.configTotal > changesShown && (
          <Typography variant="body2" color="text.secondary">
            {translate('points.timeline.changesCapped', { shown: changesShown, total: data.configTotal })}
          </Typography>
        )}
        {data.checkTotal > checksShown && (
          <Typography variant="body2" color="text.secondary">
            {translate('points.timeline.checksCapped', { shown: checksShown, total: data.checkTotal })}
          </Typography>
        )}
        {kinds.includes('camera') && !data.hidden.includes('camera') && data.camera === null && <NoCamera />}
        {kinds.includes('camera') && !data.hidden.includes('camera') && data.camera?.lastCheck === null && (
          <Typography variant="body2" color="text.secondary">
            {translate('points.timeline.camera.neverChecked', { camera: data.camera.name })}
            {' · '}
            <CameraLink id={data.camera.id} />
          </Typography>
        )}
        {days.length === 0 ? (
          <Typography color="text.secondary">
            {translate(
              kinds.length === timelineKinds.length && data.hidden.length === 0
                ? 'points.timeline.empty'
                : 'points.timeline.emptyChosen',
            )}
          </Typography>
        ) : (
          days.map(({ day, entries }) => (
            <Box key={day} component="section" aria-label={formatDay(day)}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {formatDay(day)}
              </Typography>
              <Box
                component="ol"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  position: 'relative',
                  // The line itself, through the middle of the entries' dots.
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    left: 'calc(4.5rem + 8px + 13px)',
                    borderLeft: 2,
                    borderColor: 'divider',
                  },
                }}
              >
                {entries.map((entry) => (
                  <TimelineItem key={timelineEntryKey(entry)} entry={entry} day={day} />
                ))}
              </Box>
            </Box>
          ))
        )}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, py: 2, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Timeline color="action" />
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('points.timeline.title')}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <ChipRow label={translate('points.timeline.period.label')}>
          {(Object.keys(PERIODS) as Period[]).map((choice) => (
            <Chip
              key={choice}
              label={translate(`points.timeline.period.${choice}`)}
              color={choice === period ? 'primary' : 'default'}
              variant={choice === period ? 'filled' : 'outlined'}
              aria-pressed={choice === period}
              onClick={() => setPeriod(choice)}
            />
          ))}
        </ChipRow>
        <ChipRow label={translate('points.timeline.kinds.label')}>
          {timelineKinds.map((kind) => (
            <Chip
              key={kind}
              label={kindWord(kind)}
              color={kinds.includes(kind) ? 'primary' : 'default'}
              variant={kinds.includes(kind) ? 'filled' : 'outlined'}
              aria-pressed={kinds.includes(kind)}
              onClick={() => toggle(kind)}
            />
          ))}
        </ChipRow>
      </Stack>
      {body()}
    </Box>
  );
};
