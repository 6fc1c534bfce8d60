import { type ReactNode, useContext, useMemo } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/**
 * Lets the list below write its filters only while it is still the page being shown.
 *
 * The router opens a page in a transition, so the list stays mounted until the next page has loaded
 * (its chunk, its first render). A search typed just before a row is opened is applied when its pause
 * ends (500 ms), and react-admin writes it into the address relative to the list's route: that new
 * navigation replaced the one under way and took the user back to the list. The router's own state
 * already holds the next page's address by then, so a write from a list that is being left is dropped.
 */
export const FiltersWhileShown = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  const guarded = useMemo(
    () => ({
      ...list,
      setFilters: (...args: Parameters<typeof list.setFilters>) => {
        if (!router || router.state.location.pathname === pathname) list.setFilters(...args);
      },
    }),
    [list, router, pathname],
  );
  return <ListContextProvider value={guarded}>{children}</ListContextProvider>;
};
