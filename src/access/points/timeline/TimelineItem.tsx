import Block from '@mui/icons-material/Block';
import CloudOff from '@mui/icons-material/CloudOff';
import LockOpen from '@mui/icons-material/LockOpen';
import SyncProblem from '@mui/icons-material/SyncProblem';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import type {
  TimelineChange,
  TimelineDevicePeriod,
  TimelineEntry,
  TimelinePass,
} from '../../../../contract/access-point-timeline';
import { useEditPath } from '../../../layout/editRoute';
import { useFormatDateTime } from '../../../layout/fields/dates';
import { formatPhoneNumber } from '../../../layout/fields/PhoneField';
import { ChangeList, useEntryTitle } from '../../../layout/history/ChangeList';
import { whoActed } from '../../../layout/history/whoActed';
import { localDay } from './timelineDays';

type Tone = 'success' | 'error' | 'warning' | 'info';

/** A moment's time of day in the console's language: the day is the group's heading. */
const useFormatTime = () => {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
};

/**
 * One entry on the line: its time, its kind's icon in a coloured dot on the line, a sentence, and what
 * follows it (details, a link). A device's period is drawn as a span: a bar beside it, from–until.
 */
const Item = ({
  time,
  icon,
  tone,
  title,
  span = false,
  children,
}: {
  time: string;
  icon: ReactNode;
  tone: Tone;
  title: string;
  span?: boolean;
  children?: ReactNode;
}) => (
  <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '4.5rem 2rem 1fr', columnGap: 1, py: 0.75 }}>
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', pt: 0.5 }}>
      {time}
    </Typography>
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: `${tone}.main`,
        color: `${tone}.contrastText`,
        zIndex: 1,
        '& svg': { fontSize: 18 },
      }}
    >
      {icon}
    </Box>
    <Box
      sx={{
        minWidth: 0,
        ...(span && { borderLeft: 4, borderColor: `${tone}.main`, pl: 1, bgcolor: 'action.hover', borderRadius: 1 }),
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, pt: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  </Box>
);

const Detail = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" component="div">
    {children}
  </Typography>
);

const PassItem = ({ entry }: { entry: TimelinePass }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const time = useFormatTime();
  const reason =
    entry.denialReason &&
    translate(`resources.access_journal.denialReasons.${entry.denialReason}`, { _: entry.denialReason });
  // Who first (the question is who was refused), then what they showed.
  const who = [
    entry.userName,
    translate(`resources.access_journal.keyType.${entry.keyType}`),
    entry.cardId,
    entry.phone && formatPhoneNumber(entry.phone),
    entry.carPlate,
  ].filter(Boolean);
  const denied = entry.result === 'denied';
  return (
    <Item
      time={time(entry.at)}
      icon={denied ? <Block /> : <LockOpen />}
      tone={denied ? 'error' : 'success'}
      title={
        denied
          ? reason
            ? translate('points.timeline.pass.deniedBecause', { reason })
            : translate('points.timeline.pass.denied')
          : translate('points.timeline.pass.opened')
      }
    >
      <Detail>
        {who.join(' · ')}
        {' · '}
        <Link component={RouterLink} to={createPath({ resource: 'access_journal', type: 'show', id: entry.id })}>
          {translate('points.timeline.pass.open')}
        </Link>
      </Detail>
    </Item>
  );
};

const DeviceItem = ({ entry, day }: { entry: TimelineDevicePeriod; day: string }) => {
  const translate = useTranslate();
  const editPath = useEditPath();
  const time = useFormatTime();
  const dateTime = useFormatDateTime();
  // The day's heading says the day: a moment of another day (a period begun earlier, or ending later) says its own.
  const moment = (iso: string) => (localDay(new Date(iso)) === day ? time(iso) : dateTime(iso));
  const device = translate(`resources.access_points.devices.${entry.device.kind}`, { name: entry.device.name });
  const ongoing = entry.until === null;
  const sentence = `${entry.state}${ongoing ? 'Now' : ''}` as const;
  return (
    <Item
      span
      time={time(entry.at)}
      icon={entry.state === 'offline' ? <CloudOff /> : <SyncProblem />}
      tone="warning"
      title={translate(`points.timeline.device.${sentence}`, { device })}
    >
      <Detail>
        {entry.until === null
          ? translate('points.timeline.device.since', { from: moment(entry.at) })
          : translate('points.timeline.device.span', { from: moment(entry.at), until: moment(entry.until) })}
        {' · '}
        <Link
          component={RouterLink}
          to={editPath(entry.device.kind === 'controller' ? 'controllers' : 'local_servers', entry.device.id)}
        >
          {translate('points.timeline.device.open')}
        </Link>
      </Detail>
    </Item>
  );
};

const ChangeItem = ({ entry }: { entry: TimelineChange }) => {
  const translate = useTranslate();
  const time = useFormatTime();
  const title = useEntryTitle();
  const author = whoActed(entry.entry, translate) ?? translate('audit.history.unknownUser');
  return (
    <Item
      time={time(entry.at)}
      icon={<Tune />}
      tone="info"
      title={translate(`points.timeline.config.${entry.target}`, { change: title(entry.entry) })}
    >
      <Detail>{author}</Detail>
      <ChangeList entry={entry.entry} />
    </Item>
  );
};

/** One entry of a door's timeline, as its kind says it, under the heading of `day` (YYYY-MM-DD). */
export const TimelineItem = ({ entry, day }: { entry: TimelineEntry; day: string }) =>
  entry.kind === 'pass' ? (
    <PassItem entry={entry} />
  ) : entry.kind === 'device' ? (
    <DeviceItem entry={entry} day={day} />
  ) : (
    <ChangeItem entry={entry} />
  );
