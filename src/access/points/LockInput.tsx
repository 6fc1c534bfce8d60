import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useGetList, useGetOne, useInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { LockOption } from '../../domain/access';
import { parseMessage } from '../../domain/messages';
import { DropdownSelector } from '../../layout/DropdownSelector';

const LOCKS_RESOURCE = 'access_locks';
const SEARCH_DELAY_MS = 300;
const OPTIONS_SHOWN = 25;

const lockLabel = (lock: Pick<LockOption, 'pid' | 'name'>) => (lock.name ? `${lock.pid} — ${lock.name}` : lock.pid);

/**
 * The point's lock (required, spec section 5): a dropdown selector over the locks the company may use,
 * searched on the server as the person types.
 */
export const LockInput = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field, fieldState, formState } = useInput({ source: 'lockId' });
  const { trigger } = useFormContext();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { data: options = [], isPending } = useGetList<LockOption>(LOCKS_RESOURCE, {
    pagination: { page: 1, perPage: OPTIONS_SHOWN },
    sort: { field: 'pid', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const lockId = typeof field.value === 'string' ? field.value : '';
  const listed = options.find((lock) => lock.id === lockId);
  // The saved lock may not be among the first options: its label comes from the record or one request.
  const known = record?.lockId === lockId && record?.lockPid ? { id: lockId, pid: String(record.lockPid), name: '', type: '' } : undefined;
  const { data: fetched } = useGetOne<LockOption>(LOCKS_RESOURCE, { id: lockId }, { enabled: !!lockId && !listed && !known });
  const value = listed ?? known ?? (fetched?.id === lockId ? fetched : null) ?? null;

  // Like every field: the error shows once the field was left (or a save was tried).
  const shown = fieldState.isTouched || formState.isSubmitted;
  const error = shown && fieldState.error?.message ? parseMessage(fieldState.error.message) : undefined;
  return (
    // As wide as the form's other inputs, with their spacing.
    <Box sx={{ width: '100%', mt: 1, mb: 2 }}>
    <DropdownSelector<LockOption>
      id="lockId"
      label={translate('resources.access_points.fields.lockId')}
      options={value && !listed ? [value, ...options] : options}
      value={value}
      onChange={(lock) => field.onChange(lock?.id ?? '')}
      onBlur={() => {
        field.onBlur();
        // Leaving it empty is an error to show now, not only once something was chosen.
        void trigger('lockId');
      }}
      onSearch={setText}
      getOptionLabel={lockLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      required
      error={error && translate(error.message, error.args)}
      loading={isPending}
      noOptionsText={translate('points.noLocks')}
    />
    </Box>
  );
};
