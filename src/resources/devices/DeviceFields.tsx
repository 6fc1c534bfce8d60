import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DeviceSyncState } from '../../../contract/device';
import type { DeviceRecord } from '../../../contract/devices';
import { useFormatDateTime } from '../../layout/fields/dates';
import { Explained } from '../../layout/fields/Explained';
import { useFormatAge } from '../../layout/fields/relativeTime';

/**
 * The cells of a device's row (DeviceList), each reading the record in context: what it is, the doors it
 * serves, when it was last heard from, and where it stands with its doors' credentials.
 */

const useDevice = () => useRecordContext<DeviceRecord>();

/** A local server or a controller (its secure ID, which its name, its location, does not say, on hover and focus). */
export const DeviceKindField = () => {
  const translate = useTranslate();
  const device = useDevice();
  if (!device) return null;
  const kind = translate(`resources.devices.kinds.${device.kind}`);
  return device.secureId ? <Explained explanation={device.secureId}>{kind}</Explained> : <>{kind}</>;
};

/** How many doors it serves; their paths on hover and focus (the first few, and how many more). */
export const DoorsField = () => {
  const translate = useTranslate();
  const device = useDevice();
  if (!device) return null;
  if (device.doors === 0) return <>{translate('resources.devices.doors.none')}</>;
  const count = translate('resources.devices.doors.count', { smart_count: device.doors });
  const more = device.doors - device.doorNames.length;
  const names = [
    ...device.doorNames,
    ...(more > 0 ? [translate('resources.devices.doors.more', { smart_count: more })] : []),
  ].join('; ');
  return <Explained explanation={names}>{count}</Explained>;
};

const statusColor = { online: 'success', offline: 'error' } as const;

/** Online or offline, and under it how long ago it was last seen (the exact time on hover and focus). */
export const DeviceSeenField = () => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { ago } = useFormatAge();
  const device = useDevice();
  if (!device) return null;
  return (
    <Stack direction="column" spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Chip size="small" color={statusColor[device.status]} label={translate(`common.device.${device.status}`)} />
      <Typography component="span" variant="caption" color="text.secondary" noWrap>
        {device.lastSeen ? (
          <Explained explanation={formatDateTime(device.lastSeen)}>{ago(device.lastSeen)}</Explained>
        ) : (
          translate('resources.devices.neverSeen')
        )}
      </Typography>
    </Stack>
  );
};

/** The version it acknowledged against the company's current one: "41 of 44". */
export const VersionField = () => {
  const translate = useTranslate();
  const device = useDevice();
  if (!device) return null;
  return (
    <>
      {device.ackedVersion === null
        ? translate('resources.devices.version.never', { current: device.currentVersion })
        : translate('resources.devices.version.ofCurrent', {
            acked: device.ackedVersion,
            current: device.currentVersion,
          })}
    </>
  );
};

/** States in which a device takes its doors' whole set rather than changes. */
const TAKES_SNAPSHOT = new Set<DeviceSyncState>(['snapshotRequired', 'neverSynced']);

/**
 * The changes to its doors it has not acknowledged, and how long ago the oldest was made; or that it
 * takes the whole set.
 */
export const PendingField = () => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { ago } = useFormatAge();
  const device = useDevice();
  if (!device) return null;
  if (TAKES_SNAPSHOT.has(device.sync)) return <>{translate('resources.devices.pending.snapshot')}</>;
  if (!device.pending || !device.oldestPending) return <>{translate('resources.devices.pending.none')}</>;
  return (
    <Explained explanation={formatDateTime(device.oldestPending)}>
      {translate('resources.devices.pending.count', { smart_count: device.pending, age: ago(device.oldestPending) })}
    </Explained>
  );
};

const syncColor: Record<DeviceSyncState, 'default' | 'success' | 'info' | 'warning'> = {
  inSync: 'success',
  noDoors: 'default',
  behind: 'info',
  snapshotRequired: 'info',
  neverSynced: 'info',
  drift: 'warning',
};

/** Where it stands with its credentials: a chip, what it means on hover and focus. */
export const SyncField = () => {
  const translate = useTranslate();
  const device = useDevice();
  if (!device) return null;
  return (
    <Explained explanation={translate(`resources.devices.syncHelp.${device.sync}`)}>
      <Chip
        size="small"
        variant={device.sync === 'inSync' || device.sync === 'noDoors' ? 'outlined' : 'filled'}
        color={syncColor[device.sync]}
        label={translate(`resources.devices.sync.${device.sync}`)}
      />
    </Explained>
  );
};

/**
 * How long it has not been online and in sync (the list's default order): offline since it was last
 * seen, behind since the oldest change waiting for it, and so on; the moment on hover and focus.
 */
export const WrongForField = () => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { duration } = useFormatAge();
  const device = useDevice();
  if (!device) return null;
  if (!device.wrongSince) return <>{translate('resources.devices.inOrder')}</>;
  return <Explained explanation={formatDateTime(device.wrongSince)}>{duration(device.wrongSince)}</Explained>;
};
