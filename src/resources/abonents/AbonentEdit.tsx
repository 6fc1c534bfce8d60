import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { AbonentCodes } from './AbonentCodes';
import { AbonentForm } from './AbonentForm';
import { AbonentIntercoms } from './AbonentIntercoms';
import { AbonentKeys } from './AbonentKeys';

/** The abonent's page: its form, then the parts saved on their own (codes, intercoms, keys). */
export const AbonentEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <AbonentForm />
    <AbonentCodes />
    <AbonentIntercoms />
    <AbonentKeys />
  </ResourceEdit>
);
