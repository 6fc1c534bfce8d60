import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useAutocompleteTexts } from './inputs/useAutocompleteTexts';

/** The option list never grows past this height; longer lists scroll. */
export const DROPDOWN_LIST_MAX_HEIGHT = 150;

export interface DropdownSelectorProps<Option> {
  id: string;
  label: string;
  options: Option[];
  value: Option | null;
  onChange: (value: Option | null) => void;
  /** Leaving the selector (a form marks the field touched). */
  onBlur?: () => void;
  getOptionLabel: (option: Option) => string;
  /** A second line under an option in the list (not in the field), e.g. what already uses it. */
  getOptionDetail?: (option: Option) => string | undefined;
  isOptionEqualToValue: (option: Option, value: Option) => boolean;
  /** Called with what the person types; the caller searches (on the server) and updates `options`. */
  onSearch?: (text: string) => void;
  required?: boolean;
  /** The error line under the selector. */
  error?: string;
  helperText?: string;
  loading?: boolean;
  noOptionsText?: string;
  autoFocus?: boolean;
  /** Shown, not changeable (a read-only form). */
  disabled?: boolean;
}

/**
 * A dropdown selector as the spec describes it: a red required marker on the label, an error line
 * under the field, and an option list at most 150 px high. Searching is left to the caller so that it
 * can be done on the server.
 */
export const DropdownSelector = <Option,>({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  getOptionLabel,
  getOptionDetail,
  isOptionEqualToValue,
  onSearch,
  required,
  error,
  helperText,
  loading,
  noOptionsText,
  autoFocus,
  disabled,
}: DropdownSelectorProps<Option>) => {
  const texts = useAutocompleteTexts();
  return (
    <Autocomplete
      {...texts}
      id={id}
      disabled={disabled}
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      onInputChange={(_, text, reason) => reason === 'input' && onSearch?.(text)}
      getOptionLabel={getOptionLabel}
      renderOption={
        getOptionDetail &&
        (({ key, ...props }, option) => (
          <li key={key} {...props}>
            <ListItemText primary={getOptionLabel(option)} secondary={getOptionDetail(option)} sx={{ my: 0 }} />
          </li>
        ))
      }
      isOptionEqualToValue={isOptionEqualToValue}
      filterOptions={onSearch ? (all) => all : undefined}
      loading={loading}
      noOptionsText={noOptionsText ?? texts.noOptionsText}
      slotProps={{ listbox: { style: { maxHeight: DROPDOWN_LIST_MAX_HEIGHT } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={!!error}
          helperText={error ?? helperText}
          autoFocus={autoFocus}
        />
      )}
    />
  );
};
