import type { ResourceName } from '../../dataProvider/resourceNames';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useInput, useRecordContext, useTranslateLabel } from 'react-admin';
import { DROPDOWN_LIST_MAX_HEIGHT } from '../DropdownSelector';
import { useTranslateMessage } from '../useTranslateMessage';
import { useAutocompleteTexts } from './useAutocompleteTexts';
import { type ReferenceOption, useReferenceOptions } from './useReferenceOptions';

export interface ReferenceMultiSelectInputProps {
  /** The form field holding the selected records' ids (e.g. sipDeviceIds). */
  source: string;
  /** The resource to choose from; its list Action searches (`Search`). */
  reference: ResourceName;
  /** The field of a referenced record that names it. */
  optionText: string;
  /** The field of the edited record holding the selected records as `{ id, name }` (no extra call). */
  current?: string;
  /** The list Action's filters the options are taken within. */
  filter?: Record<string, unknown>;
}

/**
 * The dropdown selector for several records of another resource: what the person
 * types is searched on the server; the chosen ones show as chips. The list is at most 150 px high.
 */
export const ReferenceMultiSelectInput = ({
  source,
  reference,
  optionText,
  current,
  filter,
}: ReferenceMultiSelectInputProps) => {
  const translateLabel = useTranslateLabel();
  const translateMessage = useTranslateMessage();
  const autocompleteTexts = useAutocompleteTexts();
  const record = useRecordContext();
  const { id, field, fieldState } = useInput({ source });
  const { options: found, loading, setSearch } = useReferenceOptions(reference, optionText, undefined, filter);
  // Names of the records chosen so far: the record's own, then whatever the person picks.
  const [known, setKnown] = useState<ReferenceOption[]>(() =>
    current && Array.isArray(record?.[current])
      ? record[current].map((item: { id: string; name: string }) => ({ id: item.id, label: item.name }))
      : [],
  );
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const labelOf = (optionId: string) =>
    [...known, ...found].find((option) => option.id === optionId)?.label ?? optionId;
  const value = ids.map((optionId) => ({ id: optionId, label: labelOf(optionId) }));
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  return (
    <Box sx={{ width: '100%', mt: 1, mb: 2 }}>
      <Autocomplete
        {...autocompleteTexts}
        multiple
        id={id}
        disabled={field.disabled}
        options={found}
        value={value}
        filterOptions={(all) => all}
        filterSelectedOptions
        onChange={(_, next) => {
          setKnown((before) => [...before, ...next.filter((option) => !before.some((old) => old.id === option.id))]);
          field.onChange(next.map((option) => option.id));
          field.onBlur();
        }}
        onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        loading={loading}
        slotProps={{ listbox: { style: { maxHeight: DROPDOWN_LIST_MAX_HEIGHT } } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={String(translateLabel({ source }))}
            error={!!error}
            helperText={error ? translateMessage(error) : undefined}
          />
        )}
      />
    </Box>
  );
};
