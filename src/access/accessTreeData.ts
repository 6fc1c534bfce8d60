import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { logLoadFailure } from '../layout/LoadError';

const ACCESS_TREE_KEY = ['access', 'tree'] as const;

/** The company's access tree as a flat list of nodes, loaded through the dataProvider. */
export const useAccessTree = () => {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ACCESS_TREE_KEY,
    queryFn: async () => {
      try {
        return (await dataProvider.getAccessTree()).data;
      } catch (error) {
        logLoadFailure(error);
        throw error;
      }
    },
  });
};

/** Loads the tree again: after every change. */
export const useReloadAccessTree = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ACCESS_TREE_KEY }), [queryClient]);
};
