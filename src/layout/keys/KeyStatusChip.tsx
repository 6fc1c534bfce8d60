import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { type KeyStatus, keyStatusLabel } from '../../domain/key-status';
import { Explained } from '../fields/Explained';

/**
 * A colour per status, from the theme's palette: waiting (info), working (success), asked to be deleted
 * (warning), ended by a person (error), ended by time or never sent (default, grey).
 */
export const keyStatusColors: Record<KeyStatus, NonNullable<ChipProps['color']>> = {
  none: 'default',
  sent: 'info',
  approved: 'success',
  rejected: 'error',
  deleteUser: 'warning',
  deleteAdmin: 'warning',
  deleteByAdmin: 'error',
  deleteByUser: 'error',
  deleteBySender: 'error',
  expired: 'default',
};

/** A key's status as a coloured chip, in the console's language, explained on hover and focus. */
export const KeyStatusChip = ({ status }: { status: KeyStatus }) => {
  const translate = useTranslate();
  return (
    <Explained explanation={translate(`resources.reg_keys.statusHelp.${status}`)}>
      <Chip
        size="small"
        color={keyStatusColors[status]}
        variant={status === 'expired' ? 'outlined' : 'filled'}
        label={translate(keyStatusLabel(status))}
        data-status={status}
      />
    </Explained>
  );
};
