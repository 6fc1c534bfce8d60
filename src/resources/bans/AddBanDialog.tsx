import { useCreate } from '../../dataProvider/typedHooks';
import Dialog from '@mui/material/Dialog';
import { SelectInput, TextInput, useRefresh, useTranslate } from 'react-admin';
import { banDurations, banForm, type BanForm } from '../../../contract/ban';
import { ChildForm } from '../../layout/forms/ChildForm';
import { DialogFormFrame } from '../../layout/forms/DialogFormFrame';

const durationChoices = banDurations.map((duration) => ({
  id: duration,
  name: `resources.bans.durations.${duration}`,
}));

const empty: BanForm = { network: '', reason: '', duration: 'oneDay' };

/** An operator's ban: an address or a subnet, why, and for how long (or until lifted). */
export const AddBanDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      {open && (
        <ChildForm<BanForm>
          schema={banForm}
          record={empty}
          save={(data) => create('bans', { data }, { returnPromise: true })}
          successMessage="resources.bans.notifications.added"
          onSaved={() => {
            onClose();
            refresh();
          }}
        >
          <DialogFormFrame
            title={translate('resources.bans.actions.add')}
            submitLabel="resources.bans.actions.ban"
            onCancel={onClose}
          >
            <TextInput source="network" isRequired autoFocus helperText="resources.bans.help.network" />
            <TextInput source="reason" isRequired helperText={false} />
            <SelectInput source="duration" choices={durationChoices} isRequired helperText={false} />
          </DialogFormFrame>
        </ChildForm>
      )}
    </Dialog>
  );
};
