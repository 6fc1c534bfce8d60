import { useGetOne } from '../../dataProvider/typedHooks';
import type { ResourceName } from '../../dataProvider/resourceNames';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { type RaRecord, useInput, useRecordContext, useTranslate, useTranslateLabel } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DropdownSelector } from '../DropdownSelector';
import { useTranslateMessage } from '../useTranslateMessage';
import {
  type OptionText,
  optionLabel,
  type ReferenceOption as Option,
  useReferenceOptions,
} from './useReferenceOptions';

export interface ReferenceSelectInputProps {
  /** The form field holding the selected record's id (e.g. addressId). */
  source: string;
  /** The resource to choose from; its list Action searches (`Search`). */
  reference: ResourceName;
  /** What names a referenced record: its field, or a function of it. */
  optionText: OptionText;
  /** The field the options are sorted by; by default `optionText` when it is a field. */
  sortField?: string;
  /** The field of the edited record that already holds the selected record's name (no extra call). */
  currentText?: string;
  required?: boolean;
  /** What the list says when the search finds nothing, a translation key without arguments. */
  noOptionsText?: string;
  /** A second line under an option in the list, made from its record (e.g. what already uses it). */
  optionDetail?: (record: RaRecord) => string | undefined;
  /** Filters of the reference's list that narrow the options (e.g. only those that may be chosen). */
  filter?: Record<string, unknown>;
  /** As a list's filter: shown at all times (react-admin reads it from the element). */
  alwaysOn?: boolean;
  /** The selector's least width, where it sits in a row (a list's filters) rather than a form's column. */
  minWidth?: number;
  /** The field's label, translated, when the source's own would not say what is chosen. */
  label?: string;
}

/**
 * A form input that selects one record of another resource through the spec's dropdown selector:
 * what the person types is searched on the server, a page of matches at a time. The selected record
 * is named by the matches, else by the edited record (`currentText`), else by reading it. The label,
 * the required marker and the error line (once the field was left or a save tried) follow the form
 * field like any other input.
 */
export const ReferenceSelectInput = ({
  source,
  reference,
  optionText,
  sortField,
  currentText,
  required,
  noOptionsText = 'common.autocomplete.noOptions',
  optionDetail,
  filter,
  minWidth,
  label,
}: ReferenceSelectInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const translateMessage = useTranslateMessage();
  const record = useRecordContext();
  const { trigger } = useFormContext();
  const { id, field, fieldState, formState, isRequired } = useInput({ source });
  const {
    options: found,
    loading,
    setSearch,
    listable,
  } = useReferenceOptions(reference, optionText, sortField, filter);
  const [selected, setSelected] = useState<Option | null>(null);
  const selectedId = field.value ? String(field.value) : '';
  const listed = found.find((option) => option.id === selectedId);
  const known: Option | undefined =
    record && selectedId && currentText && String(record[source]) === selectedId && record[currentText]
      ? { id: selectedId, label: String(record[currentText]) }
      : undefined;
  const chosen = selected?.id === selectedId ? selected : undefined;
  // Not among the matches and named nowhere: read it.
  const { data: fetched } = useGetOne<RaRecord>(
    reference,
    { id: selectedId },
    { enabled: listable && !!selectedId && !listed && !known && !chosen },
  );
  // Reset (or a new record) changes the field from outside: show what it holds now.
  const value: Option | null = selectedId
    ? (chosen ??
      listed ??
      known ??
      (fetched && String(fetched.id) === selectedId
        ? { id: selectedId, label: optionLabel(fetched, optionText) }
        : null))
    : null;
  // The selection stays among the options whatever the search finds, so the selector can show it.
  const options = value && !listed ? [value, ...found] : found;
  const shown = fieldState.isTouched || fieldState.isDirty || formState.isSubmitted;
  const error = fieldState.invalid && shown ? fieldState.error?.message : undefined;

  return (
    <Box sx={{ width: '100%', mt: 1, mb: 2, minWidth }}>
      <DropdownSelector<Option>
        id={id}
        label={label ?? String(translateLabel({ source }))}
        options={options}
        value={value}
        onChange={(option) => {
          setSelected(option);
          field.onChange(option?.id ?? null);
          field.onBlur();
        }}
        onBlur={() => {
          field.onBlur();
          // Leaving a required selector empty is an error to show now, not only once something was chosen.
          void trigger(source);
        }}
        onSearch={setSearch}
        getOptionLabel={(option) => option.label}
        getOptionDetail={optionDetail && ((option) => (option.record ? optionDetail(option.record) : undefined))}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        required={required ?? isRequired}
        loading={loading}
        error={error ? translateMessage(error) : undefined}
        noOptionsText={translate(noOptionsText)}
        disabled={field.disabled}
      />
    </Box>
  );
};
