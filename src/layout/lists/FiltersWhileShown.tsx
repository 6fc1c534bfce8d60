import { type ReactNode, useMemo } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useIsStillAtPage } from '../pendingNavigation';

/**
 * Lets the list below write its filters only while the router is still at the list's page.
 *
 * A page being left stays mounted while the next one renders (pendingNavigation.ts): up to a second on
 * a slow machine. A search typed just before a row is opened is applied when its pause ends (500 ms),
 * and react-admin writes it into the address relative to the list's route: that new navigation replaced
 * the one under way and took the user back to the list. A write from a list being left is dropped.
 */
export const FiltersWhileShown = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const stillAtList = useIsStillAtPage();
  const guarded = useMemo(
    () => ({
      ...list,
      setFilters: (...args: Parameters<typeof list.setFilters>) => {
        if (stillAtList()) list.setFilters(...args);
      },
    }),
    [list, stillAtList],
  );
  return <ListContextProvider value={guarded}>{children}</ListContextProvider>;
};
