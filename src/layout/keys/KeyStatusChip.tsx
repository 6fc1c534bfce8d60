import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { type KeyStatus, keyStatusLabel } from '../../../contract/key-status';
import { Explained } from '../fields/Explained';

/**
 * A colour per status, from the theme's palette: waiting (info), working (success), asked to be deleted
 * (warning), ended by a person (error), ended by time or never sent (default, grey); blocked (error: it
 * opens nothing, like a deleted one, until unblocked).
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
  blocked: 'error',
};

/** What a status means, in a sentence: the chip's explanation, or a button's that shows the chip. */
export const keyStatusHelp = (status: KeyStatus) => `resources.reg_keys.statusHelp.${status}`;

/**
 * A key's status as a coloured chip, in the console's language, explained on hover and focus.
 * `explained={false}` inside a button: the explanation there is the button's (a focusable label inside a
 * button would be a second Tab stop, and interactive content a button may not hold).
 */
export const KeyStatusChip = ({ status, explained = true }: { status: KeyStatus; explained?: boolean }) => {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      color={keyStatusColors[status]}
      variant={status === 'expired' ? 'outlined' : 'filled'}
      label={translate(keyStatusLabel(status))}
      data-status={status}
    />
  );
  return explained ? <Explained explanation={translate(keyStatusHelp(status))}>{chip}</Explained> : chip;
};
