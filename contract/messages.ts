/**
 * Translation keys shared by the console and the server. A validation message is either a plain key or,
 * when it has parameters, react-admin's `@@react-admin@@{message,args}` form, which its ValidationError
 * component translates with the arguments. The server sends the same strings, so server-side field errors
 * render exactly like client-side ones.
 */

export const validation = {
  required: 'common.validation.required',
  minLength2: 'common.validation.minLength2',
  minLength: 'common.validation.minLength',
  moreThan: 'common.validation.moreThan',
  maxLength200: 'common.validation.maxLength200',
  maxLength: 'common.validation.maxLength',
  lessThan: 'common.validation.lessThan',
  atLeast: 'common.validation.atLeast',
  atMost: 'common.validation.atMost',
  number: 'common.validation.number',
  /** A number with a fraction where a whole one is asked for (a floor, a count). */
  integer: 'common.validation.integer',
  email: 'common.validation.email',
  ip: 'common.validation.ip',
  inn: 'common.validation.inn',
  /** Ten or twelve digits whose check digits do not match: a typo. */
  innCheckDigit: 'common.validation.innCheckDigit',
  phone: 'common.validation.phone',
  unique: 'common.validation.unique',
  accessCode: 'common.validation.accessCode',
  codeFormat: 'common.validation.codeFormat',
  sipApartment: 'common.validation.sipApartment',
  dtmf: 'common.validation.dtmf',
  invalid: 'common.validation.invalid',
  /** A time zone JavaScript knows and the server's database does not (`US/Pacific-New`). */
  timeZone: 'common.validation.timeZone',
  invalidCharacters: 'common.validation.invalidCharacters',
  cameraLink: 'cameras.validation.link',
  cameraLinkCredentials: 'cameras.validation.linkCredentials',
} as const;

export const errors = {
  invalidTimestamp: 'common.errors.invalidTimestamp',
  unknownAction: 'common.errors.unknownAction',
  methodNotAllowed: 'common.errors.methodNotAllowed',
  invalidParams: 'common.errors.invalidParams',
  unauthorized: 'common.errors.unauthorized',
  forbiddenArea: 'common.errors.forbiddenArea',
  /** The caller's role does not have the Action's permission (contract/permissions.ts). */
  forbiddenPermission: 'common.errors.forbiddenPermission',
  snapshotRequired: 'common.errors.snapshotRequired',
  profileRequired: 'common.errors.profileRequired',
  notFound: 'common.errors.notFound',
  conflict: 'common.errors.conflict',
  /** An Idempotency-Key used before for another request (other parameters, or another Action). */
  idempotencyKeyReused: 'common.errors.idempotencyKeyReused',
  /** An Idempotency-Key that is not 1 to 255 visible ASCII characters. */
  idempotencyKeyInvalid: 'common.errors.idempotencyKeyInvalid',
  tooManyRequests: 'common.errors.tooManyRequests',
  internal: 'common.errors.internal',
  databaseUnavailable: 'common.errors.databaseUnavailable',
  invalidCredentials: 'auth.errors.invalidCredentials',
  noPlatformAccess: 'auth.errors.noPlatformAccess',
  noCompanyAccess: 'auth.errors.noCompanyAccess',
  tooManyAttempts: 'auth.errors.tooManyAttempts',
  attemptsInProgress: 'auth.errors.attemptsInProgress',
  addressBanned: 'auth.errors.addressBanned',
  /** A second-factor code (or recovery code) that is wrong, already used, or of an earlier time step. */
  invalidTwoFactorCode: 'auth.twoFactor.errors.invalidCode',
  /** A sign-in challenge that has ended (minutes old, or used): sign in again. */
  twoFactorChallengeExpired: 'auth.twoFactor.errors.challengeExpired',
  /** Enrolling while already enrolled (disable first), or confirming with nothing to confirm. */
  twoFactorState: 'auth.twoFactor.errors.state',
  /** Disabling a second factor that the platform or a company requires. */
  twoFactorRequired: 'auth.twoFactor.errors.required',
  addressExists: 'addresses.errors.duplicate',
  sipDeviceExists: 'sip.devices.errors.duplicate',
  unknownSipServer: 'sip.devices.errors.unknownServer',
  unknownAddress: 'sip.devices.errors.unknownAddress',
  cameraPasswordUnreadable: 'cameras.errors.passwordUnreadable',
  accessObjectHasPerimeters: 'objects.errors.objectHasPerimeters',
  perimeterHasChildren: 'objects.errors.perimeterHasChildren',
  perimeterHasPoints: 'objects.errors.perimeterHasPoints',
  accessObjectNotFound: 'objects.errors.objectNotFound',
  parentPerimeterNotFound: 'objects.errors.parentNotFound',
  parentInOtherObject: 'objects.errors.parentInOtherObject',
  parentCycle: 'objects.errors.parentCycle',
  perimeterNotFound: 'points.errors.perimeterNotFound',
  lockNotAvailable: 'points.errors.lockNotAvailable',
  cameraNotAvailable: 'points.errors.cameraNotAvailable',
  tariffRevisionInForce: 'tariffs.errors.revisionInForce',
  tariffInUse: 'tariffs.errors.inUse',
} as const;

const RA_MESSAGE_PREFIX = '@@react-admin@@';

/** A validation message with parameters, in the form react-admin translates with its arguments. */
export const withArgs = (message: string, args: Record<string, string | number>): string =>
  `${RA_MESSAGE_PREFIX}${JSON.stringify({ message, args })}`;

/** The key and arguments of a message made by `withArgs` (or a plain key). */
export const parseMessage = (text: string): { message: string; args: Record<string, string | number> } => {
  if (!text.startsWith(RA_MESSAGE_PREFIX)) return { message: text, args: {} };
  try {
    const parsed = JSON.parse(text.slice(RA_MESSAGE_PREFIX.length));
    return { message: String(parsed.message), args: parsed.args ?? {} };
  } catch {
    return { message: text, args: {} };
  }
};
