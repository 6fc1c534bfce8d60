import { useTranslate } from 'react-admin';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';

/**
 * A platform form's company: the shared selector over the platform's companies, searched by name, and
 * labelled 'Company' whatever the resource calls its companyId column (the SIP servers' list shows the ID).
 */
export const CompanyInput = ({ required = false }: { required?: boolean }) => {
  const translate = useTranslate();
  return (
    <ReferenceSelectInput
      source="companyId"
      reference="companies"
      optionText="name"
      currentText="companyName"
      required={required}
      label={translate('resources.companies.name', { smart_count: 1 })}
    />
  );
};
