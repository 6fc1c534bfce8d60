import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DeviceStatus } from '../../domain/device';

const chipColor = { online: 'success', offline: 'error' } as const;

/**
 * A device's state (locks, postamates; src/domain/device.ts): online or offline, and when it was last
 * seen, or that it never was.
 */
export const DeviceStatusField = ({ status, lastSeen }: { status: DeviceStatus; lastSeen: string | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack direction="column" spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Chip size="small" color={chipColor[status]} label={translate(`common.device.${status}`)} />
      <Typography variant="caption" color="text.secondary" noWrap>
        {lastSeen
          ? translate('common.device.seen', { time: new Date(lastSeen).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) })
          : translate('common.device.neverSeen')}
      </Typography>
    </Stack>
  );
};
