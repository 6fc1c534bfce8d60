import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput, useRefresh, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { type SimPaymentRecord, simPaymentForm } from '../../domain/sim-payment';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';

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
          save={(values) => dataProvider.addSimPayment({ id: card.id, amount: values.amount, paidUpTo: values.paidUpTo })}
          successMessage="resources.sim_payments.notifications.paid"
          onSaved={() => {
            onClose();
            refresh();
          }}
        >
          <DialogTitle>{translate('resources.sim_payments.actions.addPaymentFor', { place: card.place })}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5} sx={{ pt: 1 }}>
              <TextInput source="amount" label="resources.sim_payments.fields.amount" isRequired autoFocus inputMode="decimal" helperText={false} />
              <TextInput
                source="paidUpTo"
                label="resources.sim_payments.fields.paidUpTo"
                type="date"
                isRequired
                helperText="resources.sim_payments.help.paidUpTo"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('common.actions.cancel')}</Button>
            <SubmitButton label="resources.sim_payments.actions.save" />
          </DialogActions>
        </ChildForm>
      )}
    </Dialog>
  );
};
