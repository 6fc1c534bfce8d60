import { type Store, useStore } from 'ra-core';
import { useCallback } from 'react';
import actionPermissions from 'virtual:action-permissions';
import resourceBindings from 'virtual:resource-bindings';
import type { ActionName } from '../../contract/actions';
import type { SignedInUser } from '../../contract/auth';
import { allows } from '../../contract/permissions';
import type { AnyResourceBinding } from '../../contract/resource';
import { callAction } from '../dataProvider/actionClient';
import { readSession, SESSION_KEY, saveSession } from './session';

/**
 * What the session's role lets the console show (README, "Roles"): the server refuses the rest with 403
 * whatever the console shows, so this only keeps a person from buttons that would be refused. A session
 * stored before roles existed has no permissions yet: everything shows until they are read again.
 */
export const mayCall = (user: SignedInUser | undefined, action: ActionName): boolean => {
  const needed = actionPermissions[action];
  if (!needed || !user?.permissions) return true;
  return allows(user.permissions, needed);
};

/** Whether the signed-in session may call each Action: `can('AddAbonentKey')`. */
export const useMayCall = () => {
  const [user] = useStore<SignedInUser | undefined>(SESSION_KEY);
  return useCallback((action: ActionName) => mayCall(user, action), [user]);
};

/**
 * The screens that are not a resource's own list Action: the Action each lists its records with (the
 * access section's tree, the journal, working time).
 */
const SCREEN_ACTIONS: Record<string, ActionName> = {
  access: 'GetAccessObjects',
  access_journal: 'GetPassEvents',
  working_time: 'GetWorkingTime',
  history: 'GetHistory',
  attention: 'GetAttention',
  import_files: 'AddImportFile',
};

/**
 * The Action behind react-admin's access question about a resource: `list` its list, `show` and `edit`
 * (opening a record's page, which shows it read-only when it may not be changed) its read, `create`,
 * `update` and `delete` their writes. None when the resource has no such Action.
 */
export const resourceAction = (
  area: 'company' | 'platform',
  resource: string,
  action: string,
): ActionName | undefined => {
  const binding = (resourceBindings[area] as Record<string, AnyResourceBinding | undefined>)[resource];
  const names: Record<string, string | undefined> = {
    list: binding?.list ?? SCREEN_ACTIONS[resource],
    show: binding?.one?.action ?? binding?.list ?? SCREEN_ACTIONS[resource],
    edit: binding?.one?.action ?? binding?.list ?? SCREEN_ACTIONS[resource],
    create: binding?.create,
    update: binding?.update?.action,
    delete: binding?.delete?.action,
  };
  return names[action] as ActionName | undefined;
};

/**
 * Reads the session's permissions again (a role changed since sign-in: the server said 403 for want of
 * one) and keeps them with the session, which redraws what depends on them.
 */
export const refreshPermissions = async (store: Store) => {
  const user = readSession(store);
  if (!user) return;
  const { permissions } = await callAction('GetOwnPermissions', {}, user);
  const current = readSession(store);
  if (current?.credentials.apiKeyId === user.credentials.apiKeyId) saveSession(store, { ...current, permissions });
};
