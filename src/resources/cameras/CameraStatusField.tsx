import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CameraOfflineReason, CameraStatus } from '../../../contract/camera';

export interface CameraStatusFieldProps {
  status: CameraStatus | null;
  /** Why the last check found it offline, if it did. */
  offlineReason?: CameraOfflineReason | null;
  /** When it was checked (ISO), or null if never. */
  checked: string | null;
  /** The time under the status rather than beside it (narrow table columns). */
  stacked?: boolean;
}

const chipColor = { online: 'success', offline: 'error' } as const;

/**
 * A camera's status (spec: online or offline), why it is offline and when it was checked; 'Not checked'
 * before the first check.
 */
export const CameraStatusField = ({ status, offlineReason, checked, stacked = false }: CameraStatusFieldProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack
      direction={stacked ? 'column' : 'row'}
      spacing={stacked ? 0.25 : 1}
      sx={{ alignItems: stacked ? 'flex-start' : 'center', minWidth: 0, flexWrap: stacked ? 'nowrap' : 'wrap' }}
    >
      <Chip
        size="small"
        variant={status ? 'filled' : 'outlined'}
        color={status ? chipColor[status] : 'default'}
        label={translate(`resources.cameras.status.${status ?? 'unchecked'}`)}
      />
      {status === 'offline' && offlineReason && (
        <Typography variant="caption" color="error">
          {translate(`resources.cameras.offlineReasons.${offlineReason}`)}
        </Typography>
      )}
      {checked && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {translate('resources.cameras.status.checkedAt', {
            time: new Date(checked).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
          })}
        </Typography>
      )}
    </Stack>
  );
};
