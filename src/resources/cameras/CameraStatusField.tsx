import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CameraStatus } from '../../domain/camera';

export interface CameraStatusFieldProps {
  status: CameraStatus | null;
  /** When it was checked (ISO), or null if never. */
  checked: string | null;
  /** The time under the status rather than beside it (narrow table columns). */
  stacked?: boolean;
}

const chipColor = { online: 'success', offline: 'error' } as const;

/** A camera's status (spec: online or offline) and when it was checked; 'Not checked' before the first check. */
export const CameraStatusField = ({ status, checked, stacked = false }: CameraStatusFieldProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack
      direction={stacked ? 'column' : 'row'}
      spacing={stacked ? 0.25 : 1}
      sx={{ alignItems: stacked ? 'flex-start' : 'center', minWidth: 0 }}
    >
      <Chip
        size="small"
        variant={status ? 'filled' : 'outlined'}
        color={status ? chipColor[status] : 'default'}
        label={translate(`resources.cameras.status.${status ?? 'unchecked'}`)}
      />
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
