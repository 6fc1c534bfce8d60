import { type AbonentBulkOperation, abonentBulkOperations } from '../../../../contract/abonent-bulk';
import type { BulkOperation } from '../../../layout/bulk/BulkMenu';
import type { BulkSelection } from '../../../layout/bulk/bulkSelection';
import { lazyDialog } from '../../../layout/lazyDialog';

const AbonentBulkDialog = lazyDialog(() => import('./AbonentBulkDialog'), 'AbonentBulkDialog');

/** The bulk changes of the abonents' list, as its menu offers them; each dialog is loaded when chosen. */
export const abonentBulkMenu = {
  action: 'ChangeAbonents',
  operations: abonentBulkOperations.map((name): BulkOperation => ({
    name,
    label: `bulk.abonents.operations.${name}`,
    destructive: name === 'delete',
  })),
  dialog: (operation: string, selection: BulkSelection, close: (changed: boolean) => void) => (
    <AbonentBulkDialog operation={operation as AbonentBulkOperation} selection={selection} onClose={close} />
  ),
} as const;
