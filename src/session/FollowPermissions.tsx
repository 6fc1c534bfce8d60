import { useQueryClient } from '@tanstack/react-query';
import { useStore, useStoreContext } from 'ra-core';
import { useEffect } from 'react';
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
  useEffect(() => {
    if (permissions === undefined) void refreshPermissions(store).catch(() => undefined);
    else void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
  }, [permissions, store, queryClient]);
  return null;
};
