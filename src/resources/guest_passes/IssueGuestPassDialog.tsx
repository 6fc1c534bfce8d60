import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import ShareIcon from '@mui/icons-material/Share';
import { useState } from 'react';
import { NumberInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { guestPassForm } from '../../../contract/guest-pass';
import { doorsPath } from '../../public/lock/guestToken';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { toInstant } from '../../layout/inputs/instant';
import { ReferenceMultiSelectInput } from '../../layout/inputs/ReferenceMultiSelectInput';
import { useCardLayout } from '../../layout/lists/ListCards';
import { GuestLinkQr } from './GuestLinkQr';
import { shareLink } from './shareLink';
import { useMayCall } from '../../session/permissions';

type PassInput = { name: string; accessPointIds: string[]; validFrom: string; validTo: string; maxUses: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A time as a `datetime-local` value in the browser's time. */
const localValue = (time: number) =>
  new Date(time - new Date(time).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The public page's link of a token, on this console's own address: the token in the fragment. */
export const guestLink = (token: string) => `${window.location.origin}${doorsPath(token)}`;

/** The issued link, shown this once: the address to copy and its QR code. */
export const IssuedLink = ({ name, link, onClose }: { name: string; link: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  // On a phone the link goes on through the share sheet (a messenger, SMS), or is copied where there is none.
  const phone = useCardLayout();
  const share = async () => {
    const outcome = await shareLink({
      url: link,
      title: translate('resources.guest_passes.issued.shareTitle', { name }),
    });
    if (outcome === 'copied') notify('resources.guest_passes.issued.copied', { type: 'success' });
    if (outcome === 'failed') notify('resources.guest_passes.issued.copyFailed', { type: 'warning' });
  };
  return (
    <>
      <DialogTitle>{translate('resources.guest_passes.issued.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{translate('resources.guest_passes.issued.text', { name })}</DialogContentText>
          <TextField
            value={link}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'guest-link' } }}
          />
          <GuestLinkQr link={link} label={translate('resources.guest_passes.issued.qr')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {phone ? (
          <Button startIcon={<ShareIcon />} onClick={() => void share()}>
            {translate('resources.guest_passes.issued.share')}
          </Button>
        ) : (
          <Button
            onClick={() =>
              void navigator.clipboard
                ?.writeText(link)
                .then(() => notify('resources.guest_passes.issued.copied', { type: 'success' }))
            }
          >
            {translate('resources.guest_passes.issued.copy')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('resources.guest_passes.issued.done')}
        </Button>
      </DialogActions>
    </>
  );
};

/**
 * Issues a guest link: the guest's name, the doors, the period and the uses; then shows the link once.
 * Absent for a role that may not issue one.
 */
export const IssueGuestPassButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<{ name: string; link: string }>();
  const mayIssue = useMayCall()('IssueGuestPass');
  const close = () => {
    setOpen(false);
    setIssued(undefined);
  };
  const now = Date.now();
  if (!mayIssue) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('resources.guest_passes.issue')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        {issued ? (
          <IssuedLink {...issued} onClose={close} />
        ) : (
          <ChildForm<PassInput>
            schema={guestPassForm}
            record={{
              name: '',
              accessPointIds: [],
              validFrom: localValue(now),
              validTo: localValue(now + DAY_MS),
              maxUses: 1,
            }}
            toInput={(values) => ({
              ...values,
              validFrom: toInstant(values.validFrom) ?? '',
              validTo: toInstant(values.validTo) ?? '',
            })}
            save={async (values) => {
              const { data } = await dataProvider.issueGuestPass({
                Name: values.name,
                AccessPointIds: values.accessPointIds,
                ValidFrom: values.validFrom,
                ValidTo: values.validTo,
                MaxUses: values.maxUses,
              });
              setIssued({ name: values.name, link: guestLink(data.token) });
              refresh();
            }}
            successMessage="resources.guest_passes.issued.title"
          >
            <DialogTitle>{translate('resources.guest_passes.create')}</DialogTitle>
            {/*
              MUI takes DialogContent's top padding away after a DialogTitle, and DialogContent clips what
              overflows it: the first field's label, which sits on the field's top border, was cut in half
              under the title. The padding back ('&&' outweighs MUI's 'title + content' rule).
            */}
            <DialogContent sx={{ '&&': { pt: 1 } }}>
              <TextInput source="name" isRequired fullWidth autoFocus />
              <ReferenceMultiSelectInput
                source="accessPointIds"
                reference="access_targets"
                optionText="name"
                filter={{ kind: 'point' }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                <TextInput
                  source="validFrom"
                  type="datetime-local"
                  isRequired
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextInput
                  source="validTo"
                  type="datetime-local"
                  isRequired
                  fullWidth
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
              <NumberInput source="maxUses" isRequired fullWidth />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('common.actions.cancel')}</Button>
              <SubmitButton label="resources.guest_passes.issue" />
            </DialogActions>
          </ChildForm>
        )}
      </Dialog>
    </>
  );
};
