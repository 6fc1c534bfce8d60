import { useEffect, useState } from 'react';
import type { Profile, SignedInUser } from '../../contract/auth';
import { callAction } from '../dataProvider/actionClient';

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 250;

/**
 * The user's companies for a company selector, searched on the server as the person types (the
 * session carries only the first profiles). Starts with those; a failed search keeps the last options.
 */
export const useProfileSearch = (user: SignedInUser) => {
  const [search, setSearch] = useState<string>();
  const [options, setOptions] = useState<Profile[]>(user.profiles);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (search === undefined) return;
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      callAction('GetProfiles', { Search: search, Limit: 50 }, user)
        .then((result) => current && setOptions(result.items))
        .catch(() => undefined)
        .finally(() => current && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, user]);

  return { options, loading, onSearch: setSearch };
};
