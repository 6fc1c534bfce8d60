import Block from '@mui/icons-material/Block';
import CloudOff from '@mui/icons-material/CloudOff';
import LockOpen from '@mui/icons-material/LockOpen';
import SyncProblem from '@mui/icons-material/SyncProblem';
import Tune from '@mui/icons-material/Tune';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOff from '@mui/icons-material/VideocamOff';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import type {
  TimelineCameraCheck,
  TimelineCameraOffline,
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

/** A moment of a period under the heading of `day`: its time, or its date too when it is of another day. */
const useFormatMoment = (day: string) => {
  const time = useFormatTime();
  const dateTime = useFormatDateTime();
  // The day's heading says the day: a moment of another day (a period begun earlier, or ending later) says its own.
  return (iso: string) => (localDay(new Date(iso)) === day ? time(iso) : dateTime(iso));
};

const DeviceItem = ({ entry, day }: { entry: TimelineDevicePeriod; day: string }) => {
  const translate = useTranslate();
  const editPath = useEditPath();
  const time = useFormatTime();
  const moment = useFormatMoment(day);
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

/** Why a check found the camera offline, as the cameras' screen says it. */
const useOfflineReason = () => {
  const translate = useTranslate();
  return (reason: TimelineCameraCheck['offlineReason']) =>
    reason &&
    translate('points.timeline.camera.reason', { reason: translate(`resources.cameras.offlineReasons.${reason}`) });
};

/** A link to the door's camera. */
/** The camera's own page, where it is checked. */
export const CameraLink = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const editPath = useEditPath();
  return (
    <Link component={RouterLink} to={editPath('cameras', id)}>
      {translate('points.timeline.camera.open')}
    </Link>
  );
};

const CameraCheckItem = ({ entry }: { entry: TimelineCameraCheck }) => {
  const translate = useTranslate();
  const time = useFormatTime();
  const reason = useOfflineReason()(entry.offlineReason);
  const online = entry.status === 'online';
  return (
    <Item
      time={time(entry.at)}
      icon={online ? <Videocam /> : <VideocamOff />}
      tone={online ? 'success' : 'error'}
      title={translate(`points.timeline.camera.${online ? 'checkedOnline' : 'checkedOffline'}`, {
        camera: entry.camera.name,
      })}
    >
      <Detail>
        {reason && `${reason} · `}
        <CameraLink id={entry.camera.id} />
      </Detail>
    </Item>
  );
};

/** A period the checks found the camera offline; one not ended says what it is known up to: the last check. */
const CameraOfflineItem = ({ entry, day }: { entry: TimelineCameraOffline; day: string }) => {
  const translate = useTranslate();
  const time = useFormatTime();
  const moment = useFormatMoment(day);
  const reason = useOfflineReason()(entry.offlineReason);
  const ongoing = entry.until === null;
  return (
    <Item
      span
      time={time(entry.at)}
      icon={<VideocamOff />}
      tone="warning"
      title={translate(`points.timeline.camera.${ongoing ? 'offlineNow' : 'offline'}`, { camera: entry.camera.name })}
    >
      <Detail>
        {entry.until === null
          ? translate('points.timeline.camera.since', { from: moment(entry.at), last: moment(entry.lastCheck) })
          : translate('points.timeline.camera.span', { from: moment(entry.at), until: moment(entry.until) })}
      </Detail>
      <Detail>
        {reason && `${reason} · `}
        <CameraLink id={entry.camera.id} />
      </Detail>
    </Item>
  );
};

/** An entry's key among the day's: its id where it has one, else what it is and when. */
export const timelineEntryKey = (entry: TimelineEntry) => {
  switch (entry.kind) {
    case 'pass':
      return `pass-${entry.id}`;
    case 'config':
      return `config-${entry.entry.id}`;
    case 'device':
      return `device-${entry.device.id}-${entry.state}-${entry.at}`;
    case 'camera':
      return `camera-${entry.type}-${entry.at}`;
  }
};

/** One entry of a door's timeline, as its kind says it, under the heading of `day` (YYYY-MM-DD). */
export const TimelineItem = ({ entry, day }: { entry: TimelineEntry; day: string }) => {
  switch (entry.kind) {
    case 'pass':
      return <PassItem entry={entry} />;
    case 'device':
      return <DeviceItem entry={entry} day={day} />;
    case 'config':
      return <ChangeItem entry={entry} />;
    case 'camera':
      return entry.type === 'check' ? <CameraCheckItem entry={entry} /> : <CameraOfflineItem entry={entry} day={day} />;
  }
};
