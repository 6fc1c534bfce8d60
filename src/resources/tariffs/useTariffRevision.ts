import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';

/** One revision of a tariff, through the dataProvider's custom method (cached like react-admin's own). */
export const useTariffRevision = (id: string, revision: number) => {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['tariffs', 'getTariffPolicyRevision', { id, revision }],
    queryFn: () => dataProvider.getTariffPolicyRevision({ id, revision }),
    enabled: Number.isInteger(revision) && revision > 0,
    // As react-admin's edit pages: a record that cannot be loaded is said so at once.
    retry: false,
  });
};

/** After a new revision: the list, the history and every revision's "in force" are stale. */
export const useRefreshTariffs = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tariffs'] }),
        queryClient.invalidateQueries({ queryKey: ['tariff_revisions'] }),
      ]),
    [queryClient],
  );
};
