import { useCallback } from 'react';
import { useEditPath } from '../../layout/editRoute';

/**
 * The address of one revision's page, `tariffs/edit/{id}/{revision}`: the tariff
 * resource adds it as a route of its own, after the edit page's.
 */
export const useTariffRevisionPath = () => {
  const editPath = useEditPath();
  return useCallback((id: string, revision: number) => `${editPath('tariffs', id)}/${revision}`, [editPath]);
};
