import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  type AbonentKeyBulkInput,
  type AbonentKeyBulkOperation,
  abonentKeyBulkOperations,
} from '../../../../contract/abonent-key-bulk';
import { useConsoleDataProvider } from '../../../dataProvider/useConsoleDataProvider';
import { BulkChangeDialog } from '../../../layout/bulk/BulkChangeDialog';
import type { BulkOperation } from '../../../layout/bulk/BulkMenu';
import { type BulkSelection, selectionParams } from '../../../layout/bulk/bulkSelection';
import { toInstant } from '../../../layout/inputs/instant';

const T = 'bulk.keys';

/** How far an extension reaches unless changed: a month from now. */
const DEFAULT_DAYS = 30;

/** A time as a datetime-local input shows it: the browser's local time, to the minute. */
const localInput = (time: Date) =>
  new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * A bulk change of one abonent's keys (their ticked keys, or every key their list finds): block,
 * unblock, or extend the temporary keys' period to a new end, chosen above the preview.
 */
export const AbonentKeyBulkDialog = ({
  abonentId,
  operation,
  selection,
  onClose,
}: {
  abonentId: string;
  operation: AbonentKeyBulkOperation;
  selection: BulkSelection;
  onClose: (changed: boolean) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const [until, setUntil] = useState(() => localInput(new Date(Date.now() + DEFAULT_DAYS * 86_400_000)));
  const params: AbonentKeyBulkInput = {
    ...(selectionParams(selection, 'KeyIds') as Pick<AbonentKeyBulkInput, 'Selection'>),
    AbonentId: abonentId,
    Operation: operation,
    ...(operation === 'extend' ? { ValidUntil: toInstant(until) ?? '' } : {}),
  };
  return (
    <BulkChangeDialog
      title={`${T}.operations.${operation}`}
      selection={selection}
      selectionText={`${T}.selection`}
      changedText={`${T}.changed.${operation}`}
      holdersText="bulk.abonents.holders"
      params={params}
      preview={async (given) => (await dataProvider.previewAbonentKeysChange(given as AbonentKeyBulkInput)).data}
      apply={async (given) => (await dataProvider.changeAbonentKeys(given as AbonentKeyBulkInput)).data}
      onClose={onClose}
    >
      {operation === 'extend'
        ? (editable) => (
            <TextField
              type="datetime-local"
              label={translate(`${T}.until`)}
              helperText={translate(`${T}.untilHelp`)}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              disabled={!editable}
              fullWidth
              required
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ mb: 2 }}
            />
          )
        : undefined}
    </BulkChangeDialog>
  );
};

/** The bulk changes of one abonent's keys, as their table's menu offers them. */
export const abonentKeyBulkMenu = (abonentId: string) =>
  ({
    action: 'ChangeAbonentKeys',
    operations: abonentKeyBulkOperations.map((name): BulkOperation => ({ name, label: `${T}.operations.${name}` })),
    dialog: (operation: string, selection: BulkSelection, close: (changed: boolean) => void) => (
      <AbonentKeyBulkDialog
        abonentId={abonentId}
        operation={operation as AbonentKeyBulkOperation}
        selection={selection}
        onClose={close}
      />
    ),
  }) as const;
