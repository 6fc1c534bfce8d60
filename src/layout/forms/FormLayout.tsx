import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { NumberInput, type NumberInputProps, useTranslate } from 'react-admin';

/** Inputs side by side on a wide screen, one under another on a narrow one, with room for their helper texts. */
export const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

/** A number input with its unit in the field (ms, m). */
export const UnitInput = ({ unit, ...props }: NumberInputProps & { unit: 'ms' | 'm' }) => {
  const translate = useTranslate();
  return (
    <NumberInput
      {...props}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{translate(`points.units.${unit}`)}</InputAdornment> },
      }}
    />
  );
};
