import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

/** A colour per status of a right or a guest link: in force (success), to come (info), over (default), withdrawn (error). */
const colors: Record<string, NonNullable<ChipProps['color']>> = {
  active: 'success',
  scheduled: 'info',
  expired: 'default',
  usedUp: 'default',
  revoked: 'error',
};

/** The record's status as a chip in the console's language (`resources.<resource>.statuses.<status>`). */
export const StatusChip = ({ resource }: { resource: 'access_rights' | 'guest_passes' }) => {
  const translate = useTranslate();
  const record = useRecordContext<{ id: string; status: string }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colors[record.status] ?? 'default'}
      variant={record.status === 'active' ? 'filled' : 'outlined'}
      label={translate(`resources.${resource}.statuses.${record.status}`)}
      data-status={record.status}
    />
  );
};
