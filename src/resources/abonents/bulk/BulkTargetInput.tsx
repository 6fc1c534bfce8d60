import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AbonentBulkInput } from '../../../../contract/abonent-bulk';
import { ReferenceSelectInput } from '../../../layout/inputs/ReferenceSelectInput';

const TARGETS = {
  setTariff: { source: 'tariffId', reference: 'tariffs', optionText: 'displayName' },
  setAccessZone: { source: 'accessZoneId', reference: 'access_zones', optionText: 'name' },
} as const;

/** The chosen tariff or zone as the bulk Actions take it (null: take it away). */
export const targetOf = (operation: string, target: string | null): Partial<AbonentBulkInput> =>
  operation === 'setTariff' ? { TariffId: target } : operation === 'setAccessZone' ? { AccessZoneId: target } : {};

/** The new tariff or access zone of a bulk change, as the abonent's form chooses it; empty takes it away. */
export const BulkTargetInput = ({
  operation,
  disabled,
  onChange,
}: {
  operation: keyof typeof TARGETS;
  disabled: boolean;
  onChange: (id: string | null) => void;
}) => {
  const translate = useTranslate();
  const { source, reference, optionText } = TARGETS[operation];
  const value = useWatch({ name: source }) as string | null | undefined;
  useEffect(() => onChange(value || null), [value, onChange]);
  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0 }}>
      <ReferenceSelectInput
        source={source}
        reference={reference}
        optionText={optionText}
        label={translate(`bulk.abonents.targets.${operation}`)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('bulk.abonents.targets.none')}
      </Typography>
    </fieldset>
  );
};
