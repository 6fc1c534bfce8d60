import { useQuery } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { LIVE_POLL_MS, useLiveRefresh } from '../../layout/live/useLiveRefresh';

/**
 * What needs attention, live: the menu's count and the page read one query, refreshed every LIVE_POLL_MS
 * (not while the person edits). Both ask; whichever asks second finds it fresh and leaves it.
 */
export const useAttention = () => {
  const dataProvider = useConsoleDataProvider();
  const query = useQuery({ queryKey: ['attention'], queryFn: () => dataProvider.getAttention() });
  useLiveRefresh(() => {
    if (Date.now() - query.dataUpdatedAt >= LIVE_POLL_MS / 2) return query.refetch();
  });
  return query;
};
