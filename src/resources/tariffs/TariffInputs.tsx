import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  CheckboxGroupInput,
  RadioButtonGroupInput,
  TextArrayInput,
  TextInput,
  type TextInputProps,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  costOfType,
  type EffectiveUntil,
  effectiveUntilDate,
  effectiveUntilOptions,
  type TariffType,
  tariffServices,
  tariffTypes,
} from '../../../contract/tariff';
import { useFormatDate } from '../../layout/fields/dates';
import { useCurrencySign } from '../../layout/fields/MoneyField';
import { useFocusFirstField } from '../../layout/forms/firstField';

const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ id: value, name: `resources.tariffs.${prefix}.${value}` }));

/** Two inputs side by side on a wide screen. */
const Pair = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    {children}
  </Box>
);

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

/**
 * A number typed as text: the domain reads "1 250,50" too, and says 'Value must be a number' otherwise. A
 * decimal shows the language's decimal sign ("290,00" in Russian, as the list shows it), whether stored
 * ("290.00") or typed; the form keeps what it holds, so an untouched price is no change.
 */
const NumberTextInput = ({ decimal, ...props }: TextInputProps & { decimal?: boolean }) => {
  const [locale] = useLocaleState();
  const currency = useCurrencySign();
  const sign = (1.5).toLocaleString(locale).charAt(1);
  // TextInput's own format shows none as empty; this one does too.
  const format = (value: unknown) =>
    value == null ? '' : typeof value === 'string' && sign !== '.' ? value.replace('.', sign) : value;
  return (
    <TextInput
      {...props}
      format={decimal ? format : undefined}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' },
        // A decimal here is a price: in roubles, as the list shows it.
        input: decimal ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } : undefined,
      }}
    />
  );
};

/**
 * What "effective until" means for this revision: the date it was fixed to when the revision was made
 * (read only), or the date it would be if saved today.
 */
const EffectiveUntilHint = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const formatDay = useFormatDate();
  const record = useRecordContext<{ id: string; effectiveUntilDate: string | null }>();
  const option = useWatch({ name: 'effectiveUntil' }) as EffectiveUntil | undefined;
  const day = readOnly ? record?.effectiveUntilDate : option && effectiveUntilDate(option, new Date());
  if (!day) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
      {translate('resources.tariffs.effectiveUntil.until', { date: formatDay(day) })}
    </Typography>
  );
};

/**
 * The tariff's inputs, validated by the form's schema. `readOnly` shows a revision
 * that is not in force. The cost of the chosen tariff type is marked required.
 */
export const TariffInputs = ({ readOnly = false }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const tariffType = useWatch({ name: 'tariffType' }) as TariffType | undefined;
  const requiredCost = tariffType ? costOfType[tariffType] : undefined;
  const common = { readOnly };
  return (
    <>
      <TextInput source="displayName" isRequired fullWidth autoFocus={useFocusFirstField() && !readOnly} {...common} />
      <TextInput source="userDispalyName" fullWidth {...common} />
      <TextArrayInput
        source="categories"
        defaultValue={[]}
        fullWidth
        readOnly={readOnly}
        helperText={readOnly ? false : 'resources.tariffs.hints.categories'}
        // Read only, the chips have no delete button to suggest otherwise.
        {...(readOnly && {
          renderValue: (values: readonly string[]) =>
            values.map((value) => <Chip key={value} size="small" label={value} />),
        })}
      />
      <RadioButtonGroupInput
        source="tariffType"
        choices={choicesOf(tariffTypes, 'tariffType')}
        defaultValue="monthly"
        isRequired
        row
        // The radio group itself is named too, not only the fieldset around it.
        options={{ 'aria-label': translate('resources.tariffs.fields.tariffType') }}
        {...common}
      />
      <CheckboxGroupInput
        source="services"
        choices={choicesOf(tariffServices, 'services')}
        defaultValue={['access']}
        isRequired
        row
        {...common}
      />

      <Section title="resources.tariffs.sections.prices" />
      <Pair>
        <NumberTextInput source="costPerMonth" decimal isRequired={requiredCost === 'costPerMonth'} {...common} />
        <NumberTextInput source="costPerYear" decimal isRequired={requiredCost === 'costPerYear'} {...common} />
        <NumberTextInput source="pricePerPackage" decimal {...common} />
        <NumberTextInput source="pricePerExtraKey" decimal {...common} />
      </Pair>

      <Section title="resources.tariffs.sections.package" />
      <Pair>
        <NumberTextInput source="keysCountInPackage" defaultValue={1} isRequired {...common} />
        <NumberTextInput source="trialPeriod" {...common} />
      </Pair>

      <RadioButtonGroupInput
        source="effectiveUntil"
        choices={choicesOf(effectiveUntilOptions, 'effectiveUntil')}
        defaultValue="disabled"
        isRequired
        {...common}
      />
      <EffectiveUntilHint readOnly={readOnly} />
    </>
  );
};
