import { useQueryClient } from '@tanstack/react-query';
import { useStore, useStoreContext } from 'ra-core';
import { useEffect, useRef } from 'react';
import type { SignedInUser } from '../../contract/auth';
import { refreshPermissions } from './permissions';
import { SESSION_KEY } from './session';

/**
 * Keeps what the console shows in step with the session's role: react-admin keeps its answers about
 * access (menus, routes, buttons) in its query cache, asked again when the permissions change; a session
 * stored before roles existed reads them once.
 */
export const FollowPermissions = () => {
  const [user] = useStore<SignedInUser | undefined>(SESSION_KEY);
  const store = useStoreContext();
  const queryClient = useQueryClient();
  const permissions = user?.permissions?.join(' ');
  // The answers given with the permissions the page opened with stand: only a change asks again.
  const answeredWith = useRef(permissions);
  useEffect(() => {
    if (permissions === undefined) void refreshPermissions(store).catch(() => undefined);
    else if (permissions !== answeredWith.current)
      void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
    answeredWith.current = permissions;
  }, [permissions, store, queryClient]);
  return null;
};
