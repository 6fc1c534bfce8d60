import { useUpdate } from '../../dataProvider/typedHooks';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import {
  ArrayInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useRecordContext,
  useRefresh,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { type AbonentRecord, codesForm } from '../../../contract/abonent';
import { ChildForm } from '../../layout/forms/ChildForm';
import { RowTextInput } from '../../layout/inputs/RowTextInput';
import { ResetButton, SubmitButton } from '../../layout/forms/FormButtons';
import { BlockCardButton, BlockedCards } from './BlockedCards';
import { CardPassesButton } from './CardPassesButton';
import { Section } from './Section';
import { useMayCall } from '../../session/permissions';

const SOURCE = 'accessCardAndBleTagId';

/** One ID, labelled by its place in the list; a saved one can be blocked as lost, and opens its passes. */
const CodeInput = ({ abonentId, saved }: { abonentId: string; saved: number[] }) => {
  const translate = useTranslate();
  const mayCall = useMayCall();
  const { index } = useSimpleFormIteratorItem();
  const value: unknown = useWatch({ name: `${SOURCE}.${index}` });
  const { isDirty } = useFormState();
  const code = Number(value);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <RowTextInput
        source=""
        label={translate('resources.abonents.labels.code', { number: index + 1 })}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 260 }}
      />
      {saved.includes(code) && (
        <>
          {mayCall('BlockAbonentCard') && <BlockCardButton abonentId={abonentId} code={code} disabled={isDirty} />}
          <CardPassesButton code={code} />
        </>
      )}
    </Stack>
  );
};

/** Removes one ID from the list (saved with the others). */
const RemoveCodeButton = ({ onClick }: { onClick?: (event: MouseEvent<HTMLButtonElement>) => void }) => {
  const translate = useTranslate();
  const { index, remove } = useSimpleFormIteratorItem();
  return (
    <IconButton
      aria-label={translate('resources.abonents.actions.removeCode', { number: index + 1 })}
      onClick={onClick ?? remove}
    >
      <Close />
    </IconButton>
  );
};

/** Adds an empty ID at the end. */
const AddCodeButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<Add />} onClick={() => add()}>
      {translate('resources.abonents.actions.addCode')}
    </Button>
  );
};

/** Says what the IDs are, or that there are none. */
const CodesHelp = () => {
  const translate = useTranslate();
  const codes: unknown[] | undefined = useWatch({ name: SOURCE });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(codes?.length ? 'resources.abonents.helpers.codes' : 'resources.abonents.empty.codes')}
    </Typography>
  );
};

/**
 * The abonent's access card and BLE tag IDs, edited as a list and saved together (UpdateAbonentCodes):
 * each must be digits below 16777216 and appear once; the server also refuses one that another
 * abonent of the company holds, naming it under the list. A lost one is blocked rather than removed,
 * and then listed below with when and by whom. A role that may not change them sees the list read-only.
 */
export const AbonentCodes = () => {
  const refresh = useRefresh();
  const record = useRecordContext<AbonentRecord>();
  const [update] = useUpdate();
  const readOnly = !useMayCall()('UpdateAbonentCodes');
  if (!record) return null;
  const saved = record.accessCardAndBleTagId ?? [];

  return (
    <Section title="resources.abonents.sections.codes">
      <ChildForm
        schema={codesForm}
        record={{ id: record.id, [SOURCE]: saved }}
        save={(data) =>
          update(
            'abonent_codes',
            { id: record.id, data: { [SOURCE]: data[SOURCE] }, previousData: { id: record.id, [SOURCE]: saved } },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        }
        successMessage="resources.abonents.notifications.codesUpdated"
        onSaved={refresh}
        readOnly={readOnly}
      >
        <CodesHelp />
        <ArrayInput source={SOURCE} label={false} helperText={false}>
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            disabled={readOnly}
            getItemLabel={false}
            removeButton={<RemoveCodeButton />}
            addButton={<AddCodeButton />}
            // Each row's remove button always shows (react-admin shows it on hover only), for keyboards too.
            // Each row has room above it for its label, which sits on the input's top border: read-only
            // rows, without their remove button, are no taller than the input.
            sx={{
              [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' },
              [`& .${SimpleFormIteratorClasses.line}`]: { pt: 1 },
            }}
          >
            <CodeInput abonentId={String(record.id)} saved={saved} />
          </SimpleFormIterator>
        </ArrayInput>
        <Stack direction="row" spacing={1}>
          <SubmitButton label="resources.abonents.actions.saveCodes" icon={<Save />} />
          <ResetButton />
        </Stack>
      </ChildForm>
      <BlockedCards cards={record.blockedCards ?? []} />
    </Section>
  );
};
