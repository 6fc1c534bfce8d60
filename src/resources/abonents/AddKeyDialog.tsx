import { useCreate } from '../../dataProvider/typedHooks';
import Dialog from '@mui/material/Dialog';
import { TextInput, useRefresh, useTranslate } from 'react-admin';
import { abonentKeyForm, type KeyType } from '../../../contract/abonent-key';
import { ChildForm } from '../../layout/forms/ChildForm';
import { toInstant } from '../../layout/inputs/instant';
import { DialogFormFrame } from '../../layout/forms/DialogFormFrame';

type KeyInput = { title: string; keyType: KeyType; validFrom: string; validUntil: string };

/** What the schema reads: the period as instants, for a temporary key only. */
const toKey = ({ validFrom, validUntil, ...key }: KeyInput) =>
  key.keyType === 'temporary'
    ? { ...key, validFrom: toInstant(validFrom) ?? '', validUntil: toInstant(validUntil) ?? '' }
    : key;

export interface AddKeyDialogProps {
  abonentId: string;
  /** Which kind of key the dialog issues; null: closed. */
  keyType: KeyType | null;
  onClose: () => void;
}

/** Issues a key to the abonent: a title, and for a temporary key the period it works in. */
export const AddKeyDialog = ({ abonentId, keyType, onClose }: AddKeyDialogProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const temporary = keyType === 'temporary';
  const period = (source: 'validFrom' | 'validUntil') => (
    <TextInput
      source={source}
      label={`resources.abonent_keys.fields.${source}`}
      type="datetime-local"
      isRequired
      helperText={false}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog open={keyType !== null} onClose={onClose} fullWidth maxWidth="xs">
      {keyType && (
        <ChildForm<KeyInput>
          key={keyType}
          schema={abonentKeyForm}
          record={{ title: '', keyType, validFrom: '', validUntil: '' }}
          toInput={toKey}
          save={(data) => create('abonent_keys', { data: { abonentId, ...data } }, { returnPromise: true })}
          successMessage="resources.abonents.notifications.keyAdded"
          onSaved={() => {
            onClose();
            refresh();
          }}
        >
          <DialogFormFrame
            title={translate(
              temporary ? 'resources.abonents.actions.addTemporaryKey' : 'resources.abonents.actions.addPermanentKey',
            )}
            submitLabel="resources.abonents.actions.add"
            onCancel={onClose}
          >
            <TextInput
              source="title"
              label="resources.abonent_keys.fields.title"
              isRequired
              autoFocus
              helperText={false}
            />
            {temporary && period('validFrom')}
            {temporary && period('validUntil')}
          </DialogFormFrame>
        </ChildForm>
      )}
    </Dialog>
  );
};
