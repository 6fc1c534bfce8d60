import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DataTable, FunctionField, TextInput, useTranslate } from 'react-admin';
import type { SimPaymentRecord } from '../../../contract/sim-payment';
import { useFormatDate } from '../../layout/fields/dates';
import { MoneyField } from '../../layout/fields/MoneyField';
import { PhoneField } from '../../layout/fields/PhoneField';
import { companyFilter } from '../../layout/keys/keyFilters';
import { hiddenBelow, ResourceList } from '../../layout/lists/ResourceList';
import { useMayCall } from '../../session/permissions';
import { AddSimPaymentDialog } from './AddSimPaymentDialog';

const today = () => new Date().toISOString().slice(0, 10);

/** 'Paid up to', with a mark when that day has passed. */
const PaidUpTo = ({ card }: { card: SimPaymentRecord }) => {
  const translate = useTranslate();
  const formatDay = useFormatDate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{formatDay(card.paidUpTo)}</span>
      {card.paidUpTo < today() && (
        <Chip size="small" color="error" label={translate('resources.sim_payments.lapsed')} />
      )}
    </Stack>
  );
};

/**
 * SIM cards, the ones about to lapse first: by company and 'paid up to before', each with its payment
 * button for a role that may record one.
 */
export const SimPaymentList = () => {
  const translate = useTranslate();
  const [paying, setPaying] = useState<SimPaymentRecord | null>(null);
  const mayPay = useMayCall()('AddSimPayment');
  return (
    <>
      <ResourceList
        sort={{ field: 'paidUpTo', order: 'ASC' }}
        filters={[
          companyFilter(),
          <TextInput
            key="paidUpToBefore"
            source="paidUpToBefore"
            type="date"
            alwaysOn
            slotProps={{ inputLabel: { shrink: true } }}
          />,
        ]}
        exportable
        mobile={{ primary: 'place', secondary: 'company', tertiary: 'paidUpTo' }}
      >
        <DataTable.Col source="place" />
        <DataTable.Col source="company" disableSort />
        <DataTable.Col source="phone">
          <PhoneField source="phone" />
        </DataTable.Col>
        <DataTable.Col source="paidUpTo">
          <FunctionField<SimPaymentRecord> render={(card) => <PaidUpTo card={card} />} />
        </DataTable.Col>
        <DataTable.Col source="lastAmount" disableSort sx={hiddenBelow('lg')}>
          <MoneyField source="lastAmount" />
        </DataTable.Col>
        {mayPay && (
          <DataTable.Col label="" disableSort>
            <FunctionField<SimPaymentRecord>
              render={(card) => (
                <Button
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    setPaying(card);
                  }}
                  aria-label={translate('resources.sim_payments.actions.addPaymentFor', { place: card.place })}
                >
                  {translate('resources.sim_payments.actions.addPayment')}
                </Button>
              )}
            />
          </DataTable.Col>
        )}
      </ResourceList>
      {mayPay && <AddSimPaymentDialog card={paying} onClose={() => setPaying(null)} />}
    </>
  );
};
