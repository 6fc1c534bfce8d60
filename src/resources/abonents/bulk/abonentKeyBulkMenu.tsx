import { type AbonentKeyBulkOperation, abonentKeyBulkOperations } from '../../../../contract/abonent-key-bulk';
import type { BulkOperation } from '../../../layout/bulk/BulkMenu';
import type { BulkSelection } from '../../../layout/bulk/bulkSelection';
import { lazyDialog } from '../../../layout/lazyDialog';

const AbonentKeyBulkDialog = lazyDialog(() => import('./AbonentKeyBulkDialog'), 'AbonentKeyBulkDialog');

/** The bulk changes of one abonent's keys, as their table's menu offers them; each dialog loaded when chosen. */
export const abonentKeyBulkMenu = (abonentId: string) =>
  ({
    action: 'ChangeAbonentKeys',
    operations: abonentKeyBulkOperations.map((name): BulkOperation => ({
      name,
      label: `bulk.keys.operations.${name}`,
    })),
    dialog: (operation: string, selection: BulkSelection, close: (changed: boolean) => void) => (
      <AbonentKeyBulkDialog
        abonentId={abonentId}
        operation={operation as AbonentKeyBulkOperation}
        selection={selection}
        onClose={close}
      />
    ),
  }) as const;
