import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { CompanyForm } from './CompanyForm';
import { CompanyKeysLine } from './CompanyKeysLine';

/**
 * A company's edit page: its keys, the form, and a delete that asks first. A company with abonents,
 * locks or keys is not deleted: the server's reason, with the counts, comes as the toast.
 */
export const CompanyEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <CompanyKeysLine />
    <CompanyForm />
  </ResourceEdit>
);
