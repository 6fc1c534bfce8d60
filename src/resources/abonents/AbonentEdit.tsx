import type { AbonentRecord } from '../../../contract/abonent';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { AbonentAccess } from './AbonentAccess';
import { AbonentCodes } from './AbonentCodes';
import { AbonentDelivery } from './AbonentDelivery';
import { AbonentForm } from './AbonentForm';
import { AbonentIntercoms } from './AbonentIntercoms';
import { AbonentKeys } from './AbonentKeys';

/** What deleting an abonent does besides: their keys stop working. */
const keysThatStopWorking = (abonent: AbonentRecord) => {
  const keys = abonent.permanentKeys + abonent.temporaryKeys;
  return keys > 0 ? { message: 'resources.abonents.confirm.keysStopWorking', args: { smart_count: keys } } : undefined;
};

/**
 * The abonent's page: its form, the parts saved on their own (codes, intercoms, keys), how they are let in,
 * and where their credentials stand at the doors' devices.
 */
export const AbonentEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton<AbonentRecord> detail={keysThatStopWorking} />}>
    <AbonentForm />
    <AbonentCodes />
    <AbonentIntercoms />
    <AbonentKeys />
    <AbonentAccess />
    <AbonentDelivery />
  </ResourceEdit>
);
