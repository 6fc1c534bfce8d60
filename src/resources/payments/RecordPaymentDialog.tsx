import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { SelectInput, TextInput, useRefresh, useTranslate } from 'react-admin';
import { type PaymentForm, paymentForm, paymentTypes } from '../../../contract/payment';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { ChildForm } from '../../layout/forms/ChildForm';
import { DialogFormFrame } from '../../layout/forms/DialogFormFrame';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { useMayCall } from '../../session/permissions';

const emptyPayment: PaymentForm = {
  abonentId: '',
  amount: '',
  paymentType: 'cash',
  periodTill: '',
  description: null,
  accountNumber: null,
};

/**
 * Records a payment taken by hand (the company area's header button): the abonent, the amount, how it
 * was paid and the last day it pays for, which the server requires to be after the abonent's latest
 * (its refusal names that day under the field). Saved, the list and its totals reload. Absent for a
 * role that may not record payments.
 */
export const RecordPaymentButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const [open, setOpen] = useState(false);
  const mayRecord = useMayCall()('AddPayment');
  const close = () => setOpen(false);
  if (!mayRecord) return null;
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        {translate('resources.payments.record')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        {open && (
          <ChildForm<PaymentForm>
            schema={paymentForm}
            record={emptyPayment}
            save={(values) => dataProvider.create('payments', { data: values })}
            successMessage="resources.payments.notifications.created"
            onSaved={() => {
              close();
              refresh();
            }}
          >
            <DialogFormFrame
              title={translate('resources.payments.recordTitle')}
              submitLabel="resources.payments.record"
              onCancel={close}
            >
              <ReferenceSelectInput
                source="abonentId"
                reference="abonents"
                optionText="name"
                optionDetail={(abonent) =>
                  abonent.phoneNumber ? formatPhoneNumber(String(abonent.phoneNumber)) : undefined
                }
                required
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }}>
                <TextInput
                  source="amount"
                  isRequired
                  inputMode="decimal"
                  autoComplete="off"
                  helperText="resources.payments.help.amount"
                  fullWidth
                />
                <SelectInput
                  source="paymentType"
                  choices={paymentTypes.map((type) => ({ id: type, name: `resources.payments.paymentTypes.${type}` }))}
                  isRequired
                  helperText={false}
                  fullWidth
                />
              </Stack>
              <TextInput
                source="periodTill"
                type="date"
                isRequired
                helperText="resources.payments.help.periodTill"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextInput source="accountNumber" autoComplete="off" helperText={false} />
              <TextInput source="description" multiline helperText={false} />
            </DialogFormFrame>
          </ChildForm>
        )}
      </Dialog>
    </>
  );
};
