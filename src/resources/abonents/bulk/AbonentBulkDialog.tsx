import { useState } from 'react';
import { Form } from 'react-admin';
import {
  type AbonentBulkInput,
  type AbonentBulkOperation,
  abonentBulkOperations,
} from '../../../../contract/abonent-bulk';
import { useConsoleDataProvider } from '../../../dataProvider/useConsoleDataProvider';
import { BulkChangeDialog } from '../../../layout/bulk/BulkChangeDialog';
import type { BulkOperation } from '../../../layout/bulk/BulkMenu';
import { type BulkSelection, selectionParams } from '../../../layout/bulk/bulkSelection';
import { BulkTargetInput, targetOf } from './BulkTargetInput';

const T = 'bulk.abonents';

/** How the preview counts what each change changes: cards, keys, or the abonents themselves. */
const CHANGED: Record<AbonentBulkOperation, string> = {
  blockCards: 'changedCards',
  unblockCards: 'changedCards',
  blockKeys: 'changedKeys',
  unblockKeys: 'changedKeys',
  setTariff: 'changedAbonents',
  setAccessZone: 'changedAbonents',
  delete: 'changedAbonents',
};

/** A bulk change of abonents: for a new tariff or zone, its choice above the preview. */
export const AbonentBulkDialog = ({
  operation,
  selection,
  onClose,
}: {
  operation: AbonentBulkOperation;
  selection: BulkSelection;
  onClose: (changed: boolean) => void;
}) => {
  const dataProvider = useConsoleDataProvider();
  const [target, setTarget] = useState<string | null>(null);
  const params = { ...selectionParams(selection, 'AbonentIds'), Operation: operation, ...targetOf(operation, target) };
  return (
    <BulkChangeDialog
      title={`${T}.operations.${operation}`}
      selection={selection}
      selectionText={`${T}.selection`}
      changedText={`${T}.${CHANGED[operation]}`}
      holdersText={`${T}.holders`}
      destructive={operation === 'delete'}
      params={params}
      preview={async (given) => (await dataProvider.previewAbonentsChange(given as AbonentBulkInput)).data}
      apply={async (given) => (await dataProvider.changeAbonents(given as AbonentBulkInput)).data}
      onClose={onClose}
    >
      {operation === 'setTariff' || operation === 'setAccessZone'
        ? (editable) => (
            <Form>
              <BulkTargetInput operation={operation} disabled={!editable} onChange={setTarget} />
            </Form>
          )
        : undefined}
    </BulkChangeDialog>
  );
};

/** The bulk changes of the abonents' list, as its menu offers them. */
export const abonentBulkMenu = {
  action: 'ChangeAbonents',
  operations: abonentBulkOperations.map((name): BulkOperation => ({
    name,
    label: `${T}.operations.${name}`,
    destructive: name === 'delete',
  })),
  dialog: (operation: string, selection: BulkSelection, close: (changed: boolean) => void) => (
    <AbonentBulkDialog operation={operation as AbonentBulkOperation} selection={selection} onClose={close} />
  ),
} as const;
