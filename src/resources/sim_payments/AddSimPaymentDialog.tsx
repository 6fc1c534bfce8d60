import Dialog from '@mui/material/Dialog';
import { TextInput, useRefresh, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { type SimPaymentRecord, simPaymentForm } from '../../../contract/sim-payment';
import { ChildForm } from '../../layout/forms/ChildForm';
import { DialogFormFrame } from '../../layout/forms/DialogFormFrame';

/** A month after a `YYYY-MM-DD` day: what a payment usually moves 'paid up to' to. */
const monthAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** Records a payment for a SIM card: the amount and the new 'paid up to' (a month on, to start with). */
export const AddSimPaymentDialog = ({ card, onClose }: { card: SimPaymentRecord | null; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  return (
    <Dialog open={card !== null} onClose={onClose} fullWidth maxWidth="xs">
      {card && (
        <ChildForm<{ amount: string; paidUpTo: string }>
          key={card.id}
          schema={simPaymentForm}
          record={{ amount: '', paidUpTo: monthAfter(card.paidUpTo) }}
          save={(values) =>
            dataProvider.addSimPayment({ id: card.id, amount: values.amount, paidUpTo: values.paidUpTo })
          }
          successMessage="resources.sim_payments.notifications.paid"
          onSaved={() => {
            onClose();
            refresh();
          }}
        >
          <DialogFormFrame
            title={translate('resources.sim_payments.actions.addPaymentFor', { place: card.place })}
            submitLabel="resources.sim_payments.actions.save"
            onCancel={onClose}
          >
            <TextInput
              source="amount"
              label="resources.sim_payments.fields.amount"
              isRequired
              autoFocus
              inputMode="decimal"
              helperText={false}
            />
            <TextInput
              source="paidUpTo"
              label="resources.sim_payments.fields.paidUpTo"
              type="date"
              isRequired
              helperText="resources.sim_payments.help.paidUpTo"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogFormFrame>
        </ChildForm>
      )}
    </Dialog>
  );
};
