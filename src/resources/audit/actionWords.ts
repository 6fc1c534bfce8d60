import { useTranslate } from 'react-admin';

/**
 * How an Action reads on the Audit screen: what was done (its verb) to which kind of record, in the
 * console's language: `AddBan` 'Ban added' / 'Блокировка добавлена', `DeleteCamera` 'Camera deleted' /
 * 'Камера удалена'. The words are derived from the Action's name: its verb (the first word) and its
 * record kind (the rest), named as the resource is (`resources.<kind>.name`, as in the Record column), the
 * verb agreeing with the kind's grammatical gender (`audit.actions.genders`). Kinds that are no resource
 * have their own names (`audit.actions.kinds`); Actions that are no verb on a record (a sign-in) have their
 * own words (`audit.actions.named`). tests/unit/audit-list-actions.test.tsx checks that every Action the
 * trail records reads in words in both languages.
 */

/** The verbs the Actions begin with, by the word for what was done. */
const VERBS = {
  Add: 'add',
  Create: 'create',
  Register: 'register',
  Issue: 'issue',
  Edit: 'update',
  Update: 'update',
  Change: 'update',
  Set: 'update',
  Delete: 'delete',
  Remove: 'remove',
  Revoke: 'revoke',
  Block: 'block',
  Regenerate: 'regenerate',
  Rollback: 'rollback',
  Submit: 'submit',
  Approve: 'approve',
  Refuse: 'refuse',
  Close: 'close',
} as const;
export type ActionVerb = (typeof VERBS)[keyof typeof VERBS];

/**
 * Actions that are not a verb on a record (a sign-in), or whose derived words another Action has too
 * (a company's own edit, EditCompany's 'Company updated'): said by their own words.
 */
export const NAMED_ACTIONS = [
  'Login',
  'Logout',
  'SelectProfile',
  'EditOwnCompany',
  'EndOwnSession',
  'EndOtherOwnSessions',
  'EndUserSessions',
  'VerifyTwoFactor',
  'StartTwoFactorEnrolment',
  'ConfirmTwoFactorEnrolment',
  'DisableTwoFactor',
  'RegenerateRecoveryCodes',
  'ResetUserTwoFactor',
  'ResendAbonentCredentials',
  'ResyncDevice',
  'ResyncPlatformDevice',
  'UndoChange',
  'ChangeAbonents',
  'ChangeAbonentKeys',
  'RevokeAccessRights',
  'ApplyImport',
] as const;

/**
 * The record kinds named otherwise than by the resource of the same name in snake case plural
 * (`SipDevice` is `sip_devices`): another resource, or a kind of its own (`audit.actions.kinds`).
 */
const KINDS: Record<string, { resource: string } | { kind: string }> = {
  TariffPolicy: { resource: 'tariffs' },
  CompanyAdmin: { kind: 'companyAdmin' },
  CompanyApiToken: { kind: 'apiToken' },
  LocalServer: { kind: 'localServer' },
  LocalServerToken: { kind: 'localServerToken' },
  LocalServerDoors: { kind: 'localServerDoors' },
  ControllerToken: { kind: 'controllerToken' },
  ControllerDoors: { kind: 'controllerDoors' },
  SimCard: { kind: 'simCard' },
  UserPassword: { kind: 'userPassword' },
  AbonentCodes: { kind: 'abonentCodes' },
  AbonentCard: { kind: 'abonentCard' },
  AbonentIntercom: { kind: 'abonentIntercom' },
  PostamateCellStates: { kind: 'postamateCells' },
  RegistrationCode: { kind: 'registrationCode' },
  Registration: { kind: 'registration' },
  ImportFilePart: { kind: 'importFilePart' },
  ImportMapping: { kind: 'importMapping' },
};

/** `AccessPoint` → `access_points`, `Address` → `addresses`, `Company` → `companies`. */
const resourceOf = (kind: string) => {
  const snake = kind.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();
  if (/[^aeiou]y$/.test(snake)) return `${snake.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(snake)) return `${snake}es`;
  return `${snake}s`;
};

export interface ActionParts {
  verb: ActionVerb;
  /** The verb `Change…Status`: the kind's status changed, whatever its gender. */
  status: boolean;
  /** The translation key naming the kind (given `smart_count: 1`), and its key in `audit.actions.genders`. */
  noun: string;
  gender: string;
}

/** An Action's verb and record kind, or undefined when its name is not a verb on a record. */
export function actionParts(action: string): ActionParts | undefined {
  const [, verbWord, rest] = /^([A-Z][a-z]+)([A-Z]\w*)$/.exec(action) ?? [];
  const verb = VERBS[verbWord as keyof typeof VERBS];
  if (!verb || !rest) return undefined;
  const status = verbWord === 'Change' && rest.endsWith('Status') && rest !== 'Status';
  const subject = status ? rest.slice(0, -'Status'.length) : rest;
  const known = KINDS[subject];
  if (known && 'kind' in known) return { verb, status, noun: `audit.actions.kinds.${known.kind}`, gender: known.kind };
  const resource = known?.resource ?? resourceOf(subject);
  return { verb, status, noun: `resources.${resource}.name`, gender: resource };
}

/** An Action in words in the console's language; a name the console does not know (an old Action) as it is. */
export const useActionWords = () => {
  const translate = useTranslate();
  return (action: string): string => {
    if ((NAMED_ACTIONS as readonly string[]).includes(action)) return translate(`audit.actions.named.${action}`);
    const parts = actionParts(action);
    if (!parts) return action;
    const kind = translate(parts.noun, { smart_count: 1, _: '' });
    if (!kind) return action;
    if (parts.status) return translate('audit.actions.statusChanged', { kind });
    const gender = translate(`audit.actions.genders.${parts.gender}`, { _: 'm' });
    return translate(`audit.actions.done.${parts.verb}.${gender}`, { kind, _: action });
  };
};
