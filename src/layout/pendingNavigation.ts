import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/*
 * The router renders the page it opens in a transition: until that page has rendered, the page being
 * left stays on screen and `useLocation` still answers its address. The data router's own state holds
 * the address being opened from the moment of the navigation; these hooks compare the two. Without a
 * data router (the console always has one; some tests do not) nothing is ever pending.
 */

const useDataRouter = () => useContext(UNSAFE_DataRouterContext)?.router;

const noSubscription = () => () => {};

/**
 * A function telling whether the router is still at the path of the page on screen, read when called. Only
 * the path: a page's own change of its query (a list's search) leaves it the page being shown.
 */
export const useIsStillAtPage = () => {
  const router = useDataRouter();
  const { pathname } = useLocation();
  return useCallback(() => !router || router.state.location.pathname === pathname, [router, pathname]);
};

/** Whether a page is being opened: the router is at an address the page on screen does not show yet. */
export const useNavigationPending = () => {
  const router = useDataRouter();
  const { key } = useLocation();
  const target = useSyncExternalStore(router?.subscribe ?? noSubscription, () => router?.state.location.key ?? key);
  return target !== key;
};
