import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';

/**
 * A screen the session's role does not allow, opened by its address (a bookmark, a link a colleague sent):
 * said plainly, with the way back to the area's first screen.
 */
export const AccessDenied = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Lock color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        {translate('common.accessDenied.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate('common.accessDenied.body')}
      </Typography>
      <Button variant="contained" component={Link} to={basename || '/'}>
        {translate('common.accessDenied.back')}
      </Button>
    </Stack>
  );
};
