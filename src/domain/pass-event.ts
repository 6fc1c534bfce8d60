/**
 * Pass events (spec section 3, access journal): someone went through an access point, or was refused.
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
export type PassSource = (typeof passSources)[number];
