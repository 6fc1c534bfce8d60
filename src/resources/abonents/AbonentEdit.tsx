import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { AbonentCodes } from './AbonentCodes';
import { AbonentForm } from './AbonentForm';
import { AbonentIntercoms } from './AbonentIntercoms';
import { AbonentKeys } from './AbonentKeys';
import { DeleteAbonentButton } from './DeleteAbonentButton';

/** The abonent's page: its form, then the parts saved on their own (codes, intercoms, keys). */
export const AbonentEdit = () => (
  <ResourceEdit actions={<DeleteAbonentButton />}>
    <AbonentForm />
    <AbonentCodes />
    <AbonentIntercoms />
    <AbonentKeys />
  </ResourceEdit>
);
