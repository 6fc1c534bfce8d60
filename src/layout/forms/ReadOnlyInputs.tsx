import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * react-admin's inputs that take `disabled` from their own props only, not from the form around them
 * (a number, a switch, a date...): a read-only form's theme gives them `disabled` by default. Text
 * inputs follow the form already; they are here too, to be sure.
 */
const INPUTS = [
  'RaTextInput',
  'RaNumberInput',
  'RaBooleanInput',
  'RaNullableBooleanInput',
  'RaDateInput',
  'RaDateTimeInput',
  'RaTimeInput',
  'RaSelectInput',
  'RaSelectArrayInput',
  'RaAutocompleteInput',
  'RaRadioButtonGroupInput',
  'RaCheckboxGroupInput',
  'RaTextArrayInput',
];

type Components = Record<string, { defaultProps?: Record<string, unknown> } | undefined>;

const readOnlyTheme = (outer: Theme): Theme => {
  const components = (outer.components ?? {}) as Components;
  return {
    ...outer,
    components: {
      ...outer.components,
      ...Object.fromEntries(
        INPUTS.map((name) => [
          name,
          { ...components[name], defaultProps: { ...components[name]?.defaultProps, disabled: true } },
        ]),
      ),
    },
  };
};
const sameTheme = (outer: Theme) => outer;

/**
 * The inputs of a form a role may see but not change, all disabled. The theme is there whether or not
 * the form is read-only (react-admin answers the access question after the form is first drawn): the
 * inputs are not drawn anew when the answer comes.
 */
export const ReadOnlyInputs = ({ readOnly, children }: { readOnly: boolean; children: ReactNode }) => (
  <ThemeProvider theme={readOnly ? readOnlyTheme : sameTheme}>{children}</ThemeProvider>
);
