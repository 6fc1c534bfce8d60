import type { ResourceName } from '../../dataProvider/resourceNames';
import { useGetList } from '../../dataProvider/typedHooks';
import { useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useArea } from '../../areas/AreaContext';
import { resourceAction, useMayCall } from '../../session/permissions';
import { PARTIAL_ROWS } from '../lists/partialRows';

/** How many options one search shows: a selector is for finding records, not browsing them all. */
const OPTIONS_PER_SEARCH = 20;
/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** A record as the selector offers it: its name, and the record (for what else an option may say). */
export type ReferenceOption = { id: string; label: string; record?: RaRecord };

/** What names a referenced record: one of its fields, or a function of it. */
export type OptionText = string | ((record: RaRecord) => string);

export const optionLabel = (record: RaRecord, optionText: OptionText) =>
  typeof optionText === 'function' ? optionText(record) : String(record[optionText] ?? '');

const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};

/**
 * The options of a reference selector: a page of `reference` records matching what the person types,
 * searched on the server (the list Action's `Search`), named by `optionText`, sorted by `sortField`
 * (by default the field that names them), within `filter` (the list Action's own parameters). None for a
 * role that may not list them (`listable` false): the server would refuse the request, and the field
 * shows what the record holds, named by the record.
 */
export const useReferenceOptions = (
  reference: ResourceName,
  optionText: OptionText,
  sortField?: string,
  filter: Record<string, unknown> = {},
) => {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const mayCall = useMayCall();
  const listAction = resourceAction(useArea(), reference, 'list');
  const listable = !listAction || mayCall(listAction);
  const { data = [], isFetching } = useGetList<RaRecord>(
    reference,
    {
      filter: debouncedSearch ? { ...filter, q: debouncedSearch } : filter,
      pagination: { page: 1, perPage: OPTIONS_PER_SEARCH },
      sort: { field: sortField ?? (typeof optionText === 'string' ? optionText : 'id'), order: 'ASC' },
      // Options are whatever the list Action gives (SIP devices without their configuration, say).
      meta: PARTIAL_ROWS,
    },
    { enabled: listable },
  );
  // Until what was typed has been searched, the matches of the text before it are not offered: an option
  // clicked in that moment would vanish under the pointer when the new matches come, and the choice be lost.
  const searched = search.trim() === debouncedSearch;
  const options: ReferenceOption[] = searched
    ? data.map((item) => ({ id: String(item.id), label: optionLabel(item, optionText), record: item }))
    : [];
  return { options, loading: listable && (isFetching || !searched), setSearch, listable };
};
