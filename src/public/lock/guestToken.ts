import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GUEST_PASS_PARAM } from '../../../contract/guest-pass';

/** The fragment that carries a guest link's token: never sent to a server, so never in its logs. */
export const tokenFragment = (token: string) => `#${new URLSearchParams({ [GUEST_PASS_PARAM]: token })}`;

/** The doors page of a link. */
export const doorsPath = (token: string) => `/lock${tokenFragment(token)}`;

/** The path of the page that opens one door of a link. */
export const openPath = (token: string, pointId: string) =>
  `/lock/open?${new URLSearchParams({ point: pointId })}${tokenFragment(token)}`;

/**
 * The token of the page's link: from the fragment, or from the query of a link issued before links
 * carried it in the fragment (`/lock?pass=…`, which guests still hold). Such a query is rewritten at once
 * into the fragment, so that the address the page keeps (its history, a reload, a shared screenshot of
 * the address bar, the Referer of anything it loads) no longer carries the token in what is sent.
 */
export const useGuestToken = (): string => {
  const location = useLocation();
  const navigate = useNavigate();
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get(GUEST_PASS_PARAM);
  const query = new URLSearchParams(location.search);
  const fromQuery = query.get(GUEST_PASS_PARAM);
  const token = fromFragment || fromQuery || '';
  useEffect(() => {
    if (fromQuery === null) return;
    query.delete(GUEST_PASS_PARAM);
    const search = query.size > 0 ? `?${query}` : '';
    void navigate(`${location.pathname}${search}${tokenFragment(token)}`, { replace: true, state: location.state });
    // Once per address: the rewritten one has no token in its query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
  return token;
};
