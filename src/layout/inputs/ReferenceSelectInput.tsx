import Box from '@mui/material/Box';
import { useState } from 'react';
import { useInput, useRecordContext, useTranslate, useTranslateLabel } from 'react-admin';
import { DropdownSelector } from '../DropdownSelector';
import { useTranslateMessage } from '../useTranslateMessage';
import { type ReferenceOption as Option, useReferenceOptions } from './useReferenceOptions';

export interface ReferenceSelectInputProps {
  /** The form field holding the selected record's id (e.g. addressId). */
  source: string;
  /** The resource to choose from; its list Action searches (`Search`). */
  reference: string;
  /** The field of a referenced record that names it. */
  optionText: string;
  /** The field of the edited record that already holds the selected record's name (no extra call). */
  currentText?: string;
  required?: boolean;
}

/**
 * A form input that selects one record of another resource through the spec's dropdown selector:
 * what the person types is searched on the server, a page of matches at a time. The label, the
 * required marker and the error line follow the form field like any other input.
 */
export const ReferenceSelectInput = ({ source, reference, optionText, currentText, required }: ReferenceSelectInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const record = useRecordContext();
  const { id, field, fieldState, isRequired } = useInput({ source });
  const { options: found, loading, setSearch } = useReferenceOptions(reference, optionText);
  const initial: Option | null =
    record && field.value && currentText && record[source] === field.value
      ? { id: field.value, label: String(record[currentText] ?? '') }
      : null;
  const [selected, setSelected] = useState<Option | null>(initial);
  // Reset (or a new record) changes the field from outside: show what it holds now.
  const value = field.value
    ? selected?.id === field.value
      ? selected
      : (initial ?? found.find((option) => option.id === field.value) ?? null)
    : null;
  // The selection stays among the options whatever the search finds, so the selector can show it.
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty) ? fieldState.error?.message : undefined;
  const translateMessage = useTranslateMessage();

  return (
    <Box sx={{ width: '100%', mt: 1, mb: 2 }}>
      <DropdownSelector<Option>
        id={id}
        label={String(translateLabel({ source }))}
        options={options}
        value={value}
        onChange={(option) => {
          setSelected(option);
          field.onChange(option?.id ?? null);
          field.onBlur();
        }}
        onSearch={setSearch}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        required={required ?? isRequired}
        loading={loading}
        error={error ? translateMessage(error) : undefined}
        noOptionsText={translate('ra.navigation.no_results')}
      />
    </Box>
  );
};
