import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A read-only value to copy by hand: selected whole when focused. */
const CopyableField = ({ label, value }: { label: string; value: string }) => (
  <TextField
    value={value}
    label={label}
    fullWidth
    slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
    onFocus={(event) => event.target.select()}
  />
);

/**
 * A token just issued (a company's API token, a local server's): shown this once, with a copy button.
 * Closed, it is gone: the server keeps only its hash. A device's token comes with the device's ID
 * (`deviceId`), which the device sends beside it: both are entered into the device.
 */
export const TokenDialog = ({
  token,
  deviceId,
  label = 'resources.companies.fields.localServers.token',
  note,
  onClose,
}: {
  token: string | undefined;
  deviceId?: string;
  /** What the copied value is (a translation key): a token, by default; a whole Authorization header. */
  label?: string;
  /** How the value is used, said above it (a translation key). */
  note?: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={token !== undefined} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.companies.token.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.companies.help.tokenOnce')}
        </Alert>
        {deviceId && (
          <Stack spacing={2} sx={{ mb: 2 }}>
            <Typography variant="body2">{translate('resources.companies.help.deviceSignsIn')}</Typography>
            <CopyableField label={translate('resources.companies.fields.localServers.id')} value={deviceId} />
          </Stack>
        )}
        {note && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(note)}
          </Typography>
        )}
        <CopyableField label={translate(label)} value={token ?? ''} />
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopy />}
          onClick={() => token && navigator.clipboard?.writeText(token).then(() => setCopied(true))}
        >
          {translate(copied ? 'resources.companies.token.copied' : 'resources.companies.token.copy')}
        </Button>
        <Button variant="contained" onClick={close}>
          {translate('resources.companies.token.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
