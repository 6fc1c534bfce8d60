import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { BooleanInput, PasswordInput, TextInput, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';
import { type PaymentMethodRecord, paymentMethodDefaults, paymentMethodForm } from '../../domain/payment-method';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { Section } from '../abonents/Section';
import { CompanyTable } from './CompanyTable';
import { EditDeleteActions } from './EditDeleteActions';

const UPDATED = 'resources.companies.notifications.paymentMethodsUpdated';

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
 * The company's payment methods (spec: company form, payment methods): each provider account's name, username, whether its password and API token
 * are set, and whether it is enabled. The password and API token are typed, never shown: left empty in
 * an edit, they stay as they are.
 */
export const PaymentMethodsSection = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<PaymentMethodRecord | 'new'>();
  const { ask, dialog } = useConfirmedDelete<PaymentMethodRecord>({
    resource: 'payment_methods',
    title: 'resources.payment_methods.confirmDelete',
    representation: (method) => method.name,
    successMessage: UPDATED,
    onDeleted: refresh,
  });
  if (!company) return null;
  const close = () => setEditing(undefined);
  const record = editing === 'new' || !editing ? paymentMethodDefaults : { name: editing.name, username: editing.username, enabled: editing.enabled };

  return (
    <Section
      title="resources.companies.fields.paymentMethods.title"
      actions={
        <Button startIcon={<Add />} onClick={() => setEditing('new')}>
          {translate('resources.companies.actions.addPaymentMethod')}
        </Button>
      }
    >
      <CompanyTable<PaymentMethodRecord>
        resource="payment_methods"
        companyId={company.id}
        empty="resources.payment_methods.empty"
        columns={[
          { label: 'resources.payment_methods.fields.name', cell: (method) => method.name },
          { label: 'resources.payment_methods.fields.username', cell: (method) => method.username },
          { label: 'resources.payment_methods.fields.password', cell: (method) => <SecretState set={method.hasPassword} />, wideOnly: true },
          { label: 'resources.payment_methods.fields.apiToken', cell: (method) => <SecretState set={method.hasApiToken} />, wideOnly: true },
          {
            label: 'resources.payment_methods.fields.enabled',
            cell: (method) => translate(method.enabled ? 'ra.boolean.true' : 'ra.boolean.false'),
          },
        ]}
        actions={(method) => <EditDeleteActions name={method.name} onEdit={() => setEditing(method)} onDelete={() => ask(method)} />}
      />
      <Dialog open={editing !== undefined} onClose={close} fullWidth maxWidth="sm">
        {editing && (
          <ChildForm
            schema={paymentMethodForm}
            record={record}
            save={async (values) => {
              if (editing === 'new') await dataProvider.create('payment_methods', { data: { ...values, companyId: company.id } });
              else await dataProvider.update('payment_methods', { id: editing.id, data: values, previousData: record });
              refresh();
            }}
            successMessage={UPDATED}
            onSaved={close}
          >
            <DialogTitle>{translate(editing === 'new' ? 'resources.companies.actions.addPaymentMethod' : 'resources.payment_methods.edit')}</DialogTitle>
            <DialogContent>
              <Stack spacing={1.5} sx={{ pt: 1 }}>
                <TextInput source="name" resource="payment_methods" isRequired autoFocus helperText={false} />
                <TextInput source="username" resource="payment_methods" isRequired autoComplete="off" helperText={false} />
                <PasswordInput source="password" resource="payment_methods" autoComplete="new-password" helperText="resources.payment_methods.help.secret" />
                <PasswordInput source="apiToken" resource="payment_methods" autoComplete="off" helperText="resources.payment_methods.help.secret" />
                <BooleanInput source="enabled" resource="payment_methods" helperText={false} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('common.actions.cancel')}</Button>
              <SubmitButton label="ra.action.save" />
            </DialogActions>
          </ChildForm>
        )}
      </Dialog>
      {dialog}
    </Section>
  );
};
