import { useCallback } from 'react';
import { useCreatePath } from 'react-admin';

/**
 * The address of one revision's page, `tariffs/edit/{id}/{revision}` (spec section 2): react-admin's
 * own edit route has no place for the revision, so the tariff resource adds it as a route of its own.
 */
export const useTariffRevisionPath = () => {
  const createPath = useCreatePath();
  return useCallback(
    (id: string, revision: number) => `${createPath({ resource: 'tariffs', type: 'list' })}/edit/${id}/${revision}`,
    [createPath],
  );
};
