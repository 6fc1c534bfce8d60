import Chip from '@mui/material/Chip';
import { BooleanInput, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { type PaymentMethodRecord, paymentMethodDefaults, paymentMethodForm } from '../../../contract/payment-method';
import { CompanyRecordsSection } from './CompanyRecordsSection';

/** Whether a write-only secret is set: the console never sees the secret itself. */
const SecretState = ({ set }: { set: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={set ? 'success' : 'default'}
      label={translate(set ? 'resources.payment_methods.help.isSet' : 'resources.payment_methods.help.notSet')}
    />
  );
};

/**
 * The company's payment methods (spec: company form, payment methods): each provider account's name,
 * username, whether its password and API token are set, and whether it is enabled. The password and API
 * token are typed, never shown: left empty in an edit, they stay as they are.
 */
export const PaymentMethodsSection = () => {
  const translate = useTranslate();
  return (
    <CompanyRecordsSection<PaymentMethodRecord>
      resource="payment_methods"
      title="resources.companies.fields.paymentMethods.title"
      addLabel="resources.companies.actions.addPaymentMethod"
      editTitle="resources.payment_methods.edit"
      empty="resources.payment_methods.empty"
      columns={[
        { label: 'resources.payment_methods.fields.name', cell: (method) => method.name },
        { label: 'resources.payment_methods.fields.username', cell: (method) => method.username },
        {
          label: 'resources.payment_methods.fields.password',
          cell: (method) => <SecretState set={method.hasPassword} />,
          wideOnly: true,
        },
        {
          label: 'resources.payment_methods.fields.apiToken',
          cell: (method) => <SecretState set={method.hasApiToken} />,
          wideOnly: true,
        },
        {
          label: 'resources.payment_methods.fields.enabled',
          cell: (method) => translate(method.enabled ? 'ra.boolean.true' : 'ra.boolean.false'),
        },
      ]}
      deleteTitle="resources.payment_methods.confirmDelete"
      schema={paymentMethodForm}
      formRecord={(method) =>
        method ? { name: method.name, username: method.username, enabled: method.enabled } : paymentMethodDefaults
      }
    >
      <TextInput source="name" resource="payment_methods" isRequired autoFocus helperText={false} />
      <TextInput source="username" resource="payment_methods" isRequired autoComplete="off" helperText={false} />
      <PasswordInput
        source="password"
        resource="payment_methods"
        autoComplete="new-password"
        helperText="resources.payment_methods.help.secret"
      />
      <PasswordInput
        source="apiToken"
        resource="payment_methods"
        autoComplete="off"
        helperText="resources.payment_methods.help.secret"
      />
      <BooleanInput source="enabled" resource="payment_methods" helperText={false} />
    </CompanyRecordsSection>
  );
};
