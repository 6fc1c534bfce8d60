import CheckCircle from '@mui/icons-material/CheckCircle';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserListItem } from '../../../contract/user';

/** The e-mail with a mark when it is confirmed. */
export const EmailField = () => {
  const translate = useTranslate();
  const user = useRecordContext<UserListItem>();
  if (!user?.email) return null;
  const label = translate(user.emailConfirmed ? 'users.email.confirmed' : 'users.email.notConfirmed');
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.email}</span>
      {user.emailConfirmed && (
        <Tooltip title={label}>
          <CheckCircle fontSize="inherit" color="success" aria-label={label} />
        </Tooltip>
      )}
    </Stack>
  );
};
