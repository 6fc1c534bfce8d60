import { useCallback } from 'react';
import { useCreatePath, useStoreContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { defaultJournalFilters, JOURNAL_FILTERS_STORE_KEY, type JournalFilterState } from './filters';

/**
 * Opens the journal narrowed to what another screen points at (a card's passes, say): the journal keeps
 * its filters in the area's store, so they are set there before going to it, and show in its filter bar.
 */
export const useShowInJournal = () => {
  const { setItem } = useStoreContext();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return useCallback(
    (filters: Partial<JournalFilterState>) => {
      setItem(JOURNAL_FILTERS_STORE_KEY, { ...defaultJournalFilters, ...filters });
      void navigate(createPath({ resource: 'access_journal', type: 'list' }));
    },
    [setItem, navigate, createPath],
  );
};
