import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A token the server has just made, shown this once (only its hash is kept): in full, selectable, with a
 * copy button. Closing the dialog forgets it.
 */
export const TokenDialog = ({ token, name, onClose }: { token: string | undefined; name?: string; onClose: () => void }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(token ?? '');
    setCopied(true);
  };
  return (
    <Dialog open={token !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="token-dialog-title">
      <DialogTitle id="token-dialog-title">{translate('resources.companies.token.title')}</DialogTitle>
      <DialogContent>
        {name && (
          <Typography variant="subtitle2" gutterBottom>
            {name}
          </Typography>
        )}
        <Typography
          component="code"
          data-testid="issued-token"
          sx={{ display: 'block', p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {token}
        </Typography>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('resources.companies.token.shownOnce')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          {translate(copied ? 'resources.companies.token.copied' : 'resources.companies.token.copy')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {translate('resources.companies.token.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
