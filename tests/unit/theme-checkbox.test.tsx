import Checkbox from '@mui/material/Checkbox';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../src/layout/themes';

/**
 * react-admin 5.15 names its DataTable's checkboxes the MUI 5 way: `aria-label` on <Checkbox> for a
 * row, `inputProps` (and `slotProps.input`) for select-all. MUI 9 puts the former on the wrapping span;
 * the themes move both to the input, where a screen reader looks for them.
 */
describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('checkboxes in the %s theme', (_name, options) => {
  const renderInTheme = (checkbox: React.ReactNode) =>
    render(<ThemeProvider theme={createTheme(options)}>{checkbox}</ThemeProvider>);

  it('name the input, not its wrapper, when given aria-label (a row checkbox)', () => {
    const { container } = renderInTheme(<Checkbox aria-label="Select this row" />);
    expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });

  it('name the input when given inputProps and slotProps.input (the select-all checkbox)', () => {
    const props = { 'aria-label': 'Select all' };
    const { container } = renderInTheme(
      <Checkbox {...({ inputProps: props } as object)} slotProps={{ input: props }} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
    expect(container.querySelector('[inputprops]')).toBeNull();
  });

  it('leave a checkbox without a name as it was', () => {
    renderInTheme(<Checkbox />);
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-label');
  });
});
