import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatDateTime } from './dates';
import type { DeviceStatus } from '../../../contract/device';

const chipColor = { online: 'success', offline: 'error' } as const;

/**
 * A device's state (locks, postamates; contract/device.ts): online or offline, and when it was last
 * seen, or that it never was.
 */
export const DeviceStatusField = ({ status, lastSeen }: { status: DeviceStatus; lastSeen: string | null }) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  return (
    <Stack direction="column" spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Chip size="small" color={chipColor[status]} label={translate(`common.device.${status}`)} />
      <Typography variant="caption" color="text.secondary" noWrap>
        {lastSeen
          ? translate('common.device.seen', {
              time: formatDateTime(lastSeen),
            })
          : translate('common.device.neverSeen')}
      </Typography>
    </Stack>
  );
};

/** The online state of the device in context (a lock, a postamate), above its form, with its label. */
export const DeviceStatusLine = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const device = useRecordContext<{ id: string; status: DeviceStatus; lastSeen: string | null }>();
  if (!device) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ px: 2, pt: 2, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <DeviceStatusField status={device.status} lastSeen={device.lastSeen} />
    </Stack>
  );
};
