import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { JournalQuery } from '../../dataProvider/journalMethods';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { LIVE_POLL_MS } from '../../layout/live/useLiveRefresh';

/** Whether the page is scrolled to its top: only then may new events push the rows down. */
const useAtTop = () => {
  const [atTop, setAtTop] = useState(() => window.scrollY < 80);
  useEffect(() => {
    const check = () => setAtTop(window.scrollY < 80);
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  return atTop;
};

/**
 * The journal's pages (keyset: each continues after the previous one's last event) and its live part:
 * every LIVE_POLL_MS the server counts the events newer than the first one shown. While the person is at
 * the top and nothing but the period narrows the list, the list takes them in by itself; otherwise it
 * stays still and offers 'N new events'.
 */
export function useLiveJournal(query: JournalQuery, narrowed: boolean) {
  const dataProvider = useConsoleDataProvider();
  const atTop = useAtTop();
  const pages = useInfiniteQuery({
    queryKey: ['access_journal', 'pages', query],
    queryFn: ({ pageParam }) => dataProvider.getPassEvents(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const newest = pages.data?.pages[0]?.newest ?? undefined;
  // A period that has ended gets nothing new: no need to ask.
  const open = !query.Until || Date.parse(query.Until) > Date.now();
  const fresh = useQuery({
    queryKey: ['access_journal', 'new', query, newest],
    queryFn: () => dataProvider.getNewPassEventCount(query, newest!),
    enabled: !!newest && open && !pages.isFetching,
    refetchInterval: LIVE_POLL_MS,
  });
  const newCount = fresh.data?.count ?? 0;
  const paused = !atTop || narrowed;
  const { refetch } = pages;
  useEffect(() => {
    if (newCount > 0 && !paused) void refetch();
  }, [newCount, paused, refetch]);
  // An empty journal has no newest event to count from: it simply looks again.
  useEffect(() => {
    if (pages.data && !newest && open) {
      const timer = setInterval(() => void refetch(), LIVE_POLL_MS);
      return () => clearInterval(timer);
    }
  }, [pages.data, newest, open, refetch]);
  const showNew = () => {
    window.scrollTo({ top: 0 });
    void refetch();
  };
  return { pages, newCount, paused: paused && open, showNew, live: open };
}
