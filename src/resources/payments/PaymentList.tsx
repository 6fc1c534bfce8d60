import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, FunctionField, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import { type PaymentRecord, paymentTypes } from '../../../contract/payment';
import { DayField } from '../../layout/fields/DayField';
import { LocalDateField } from '../../layout/fields/LocalDateField';
import { MoneyField, useFormatMoney } from '../../layout/fields/MoneyField';
import { formatPhoneNumber, PhoneField } from '../../layout/fields/PhoneField';
import { companyFilter } from '../../layout/keys/keyFilters';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import type { ExportColumns } from '../../layout/lists/ExportCsvButton';
import { hiddenBelow, ResourceList, wrappingDownTo } from '../../layout/lists/ResourceList';
import { RecordPaymentButton } from './RecordPaymentDialog';

/** The count and exact sum of every payment the filters select (the server adds them up), in the console's language. */
const PaymentTotals = () => {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const { total, meta, isPending } = useListContext();
  const amount: unknown = meta?.totalAmount;
  if (isPending || total === undefined || typeof amount !== 'string') return null;
  return (
    <Typography variant="body2" sx={{ mr: 'auto', fontWeight: 500 }} role="status" data-testid="payment-totals">
      {translate('resources.payments.totals', { smart_count: total, amount: formatMoney(amount) })}
    </Typography>
  );
};

/** The export: the amount exact (decimal text with a point), the type and phone as people read them. */
const exportColumns =
  (platform: boolean): ExportColumns =>
  (record, translate) => {
    const payment = record as PaymentRecord;
    return {
      paymentDate: payment.paymentDate,
      ...(platform && { company: payment.company }),
      abonent: payment.abonent,
      phone: formatPhoneNumber(payment.phone),
      perimeterName: payment.perimeterName ?? '',
      periodTill: payment.periodTill ?? '',
      amount: payment.amount,
      paymentType: translate(`resources.payments.paymentTypes.${payment.paymentType}`),
      description: payment.description ?? '',
      accountNumber: payment.accountNumber ?? '',
    };
  };

const dateFilter = (source: 'dateFrom' | 'dateTo') => (
  <TextInput key={source} source={source} type="date" alwaysOn slotProps={{ inputLabel: { shrink: true } }} />
);

/** The company area's abonent filter (AbonentId): one of the company's abonents, searched by name. */
const AbonentFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => (
  <Box sx={{ minWidth: 260 }}>
    <ReferenceSelectInput source={source} reference="abonents" optionText="name" />
  </Box>
);

/**
 * Payments, newest first, in either area (one resource, the server deciding the scope): on the platform
 * by company, in a company by abonent (and there a payment taken by hand is recorded); by type and dates
 * in both, with the totals of what is selected, and export.
 */
export const PaymentList = () => {
  const platform = useArea() === 'platform';
  return (
    <ResourceList
      sort={{ field: 'paymentDate', order: 'DESC' }}
      filters={[
        platform ? companyFilter() : <AbonentFilterInput key="abonentId" source="abonentId" alwaysOn />,
        <SelectInput
          key="paymentType"
          source="paymentType"
          choices={paymentTypes.map((type) => ({ id: type, name: `resources.payments.paymentTypes.${type}` }))}
          alwaysOn
          sx={{ minWidth: 200 }}
        />,
        dateFilter('dateFrom'),
        dateFilter('dateTo'),
      ]}
      createButton={platform ? undefined : <RecordPaymentButton />}
      actions={<PaymentTotals />}
      exportable
      exportColumns={exportColumns(platform)}
      mobile={{
        primary: 'abonent',
        secondary: <MoneyField source="amount" />,
        tertiary: <LocalDateField source="paymentDate" />,
      }}
    >
      <DataTable.Col source="paymentDate">
        <LocalDateField source="paymentDate" showTime />
      </DataTable.Col>
      <DataTable.Col source="abonent" disableSort cellSx={wrappingDownTo(140)} />
      <DataTable.Col source="phone">
        <PhoneField source="phone" />
      </DataTable.Col>
      {/* At a laptop's 1440 px the columns an administrator searches and reads by stay, long names wrapping. */}
      {platform && <DataTable.Col source="company" disableSort sx={hiddenBelow('lg')} cellSx={wrappingDownTo(120)} />}
      <DataTable.Col source="perimeterName" disableSort sx={hiddenBelow('lg')} cellSx={wrappingDownTo(120)} />
      <DataTable.Col source="periodTill" disableSort sx={hiddenBelow('lg')}>
        <DayField source="periodTill" />
      </DataTable.Col>
      <DataTable.Col source="amount" align="right">
        <MoneyField source="amount" />
      </DataTable.Col>
      <DataTable.Col source="paymentType" disableSort>
        <FunctionField<PaymentRecord> render={(payment) => <PaymentType type={payment.paymentType} />} />
      </DataTable.Col>
      <DataTable.Col source="accountNumber" disableSort sx={hiddenBelow('lg')} />
      {/* Free text nobody filters by: only where there is room for it (the payment's page shows it). */}
      <DataTable.Col source="description" disableSort sx={hiddenBelow('xl')} />
    </ResourceList>
  );
};

const PaymentType = ({ type }: { type: PaymentRecord['paymentType'] }) => {
  const translate = useTranslate();
  return <>{translate(`resources.payments.paymentTypes.${type}`)}</>;
};
