import type { z } from 'zod';
import { abonentActions } from './abonent';
import { abonentKeyActions } from './abonent-key';
import { accessActions } from './access';
import { addressActions } from './address';
import { authActions } from './auth';
import { sipActions } from './sip';
import { cameraActions } from './camera';
import { tariffActions } from './tariff';
import { userActions } from './user';

/** Every Action of the protocol: the server implements each, the console calls them, docs/api.md lists them. */
export const actions = {
  ...authActions,
  ...addressActions,
  ...userActions,
  ...sipActions,
  ...abonentActions,
  ...abonentKeyActions,
  ...cameraActions,
  ...accessActions,
  ...tariffActions,
};

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type ActionInput<Name extends ActionName> = z.input<Actions[Name]['input']>;
export type ActionParams<Name extends ActionName> = z.output<Actions[Name]['input']>;
export type ActionResult<Name extends ActionName> = z.output<Actions[Name]['output']>;
