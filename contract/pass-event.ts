/**
 * Pass events (access journal): someone went through an access point, or was refused.
 * Devices report them through the `device` Actions; the public lock page records a guest's. The journal
 * screen, its reports and working time read them.
 */

/** How the person identified themselves at the door (spec: key type). */
export const passKeyTypes = ['button', 'card', 'mobile', 'remote', 'ble', 'gsm'] as const;
export type PassKeyType = (typeof passKeyTypes)[number];

/** What the door did (spec: access result). */
export const passResults = ['opened', 'denied'] as const;
export type PassResult = (typeof passResults)[number];

/** Who reported the event: a company's local server (a device), or the public lock page (a guest pass). */
export const passSources = ['device', 'guestPass'] as const;

/**
 * Why a device refused someone, as it reports it; the server's own reading of the same moment is in the
 * event's decision (`passDecisionRules`).
 */
export const passDenialReasons = [
  'unknownKey',
  'keyNotValid',
  'outsideZone',
  'outsideHours',
  'keyTypeRestricted',
  'other',
] as const;
export type PassDenialReason = (typeof passDenialReasons)[number];

/**
 * The rule that explains an event, as the server reads it from the keys, abonents and zones of that
 * moment: who it was (or that nobody is known by that card or phone) and whether their zone, hours and
 * key let them through that point.
 */
export const passDecisionRules = [
  'exitButton',
  'guestPass',
  'abonentAllowed',
  'unknownKey',
  'cardBlocked',
  'keyNotValid',
  'noZone',
  'outsideZone',
  'outsideHours',
  'keyTypeRestricted',
] as const;
export type PassDecisionRule = (typeof passDecisionRules)[number];

/** Where the journal's report downloads, under the Action path (a download is a stream, not a JSON answer). */
export const JOURNAL_EXPORT_PATH = 'export/journal';
/** The download's response header with the number of rows it will hold: the console's progress bar. */
export const EXPORT_ROWS_HEADER = 'x-row-count';
