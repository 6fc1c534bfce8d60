import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/** A platform form's company: the shared selector over the platform's companies, searched by name. */
export const CompanyInput = ({ required = false }: { required?: boolean }) => (
  <ReferenceSelectInput source="companyId" reference="companies" optionText="name" currentText="companyName" required={required} />
);
