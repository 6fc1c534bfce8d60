import type { PassDecision, PassEventInput } from '../../contract/journal';
import { workingKeyStatuses } from '../../contract/key-status';
import { type PassDecisionRule, type PassDenialReason, passDenialReasons } from '../../contract/pass-event';

/**
 * How the server explains a pass event: from what the company's keys, abonents and zones were at the
 * moment it came in. The device decided at the door; this is the record of why, kept with the event (the
 * journal shows it after any of these have changed). Pure: the facts are loaded per batch (facts.ts).
 */

/** A perimeter on the way from an access point up to its object, the point's own first. */
export interface PerimeterFact {
  id: string;
  name: string;
  restrictPermanentKeys: boolean;
  restrictTemporaryKeys: boolean;
}

export interface PointFact {
  id: string;
  name: string;
  accessObjectId: string;
  perimeters: PerimeterFact[];
}

export interface KeyFact {
  id: string;
  abonentId: string;
  title: string;
  keyType: 'permanent' | 'temporary';
  status: string;
  validFrom: Date | null;
  validUntil: Date | null;
}

export interface AbonentFact {
  id: string;
  name: string;
  phone: string;
  zone: { kind: 'object' | 'perimeter'; id: string; name: string } | null;
  /** Daily hours, 'HH:MM' each, in the door's local time. */
  hours: { from: string; until: string } | null;
  keys: KeyFact[];
}

export interface BatchFacts {
  points: Map<string, PointFact>;
  /** Card and BLE tag codes -> abonent id. */
  codeOwners: Map<number, string>;
  /** The codes blocked as lost -> since when: the doors refuse them from then. */
  blockedCodes: Map<number, Date>;
  /** Phones (E.164 digits) -> abonent id. */
  phoneOwners: Map<string, string>;
  abonents: Map<string, AbonentFact>;
  /** Keys by id, for a mobile app that names its key. */
  keys: Map<string, KeyFact>;
}

export interface Decided {
  decision: PassDecision;
  abonentId: string | null;
  userName: string | null;
  accessZone: string | null;
  /** The device's reason for a denial, else the server's own reading. */
  denialReason: PassDenialReason | null;
}

/** A refusal the device gave no reason for: the server's rule when it is one of the reasons, else 'other'. */
const asDenialReason = (rule: PassDecisionRule): PassDenialReason =>
  rule === 'noZone'
    ? 'outsideZone'
    : rule === 'cardBlocked'
      ? 'keyNotValid'
      : (passDenialReasons as readonly string[]).includes(rule)
        ? (rule as PassDenialReason)
        : 'other';

/** Codes are 24-bit decimal numbers (abonents' access cards and BLE tags). */
export const codeOf = (cardId: string | null): number | undefined => {
  if (!cardId || !/^\d{1,8}$/.test(cardId)) return undefined;
  const code = Number(cardId);
  return code < 2 ** 24 ? code : undefined;
};

/** The local 'HH:MM' of an ISO time written with the device's offset ("…T08:05:00+03:00" -> "08:05"). */
const localClock = (occurredAt: string) => occurredAt.slice(11, 16);

/** A key works in the statuses every part of the platform reads as working (contract/key-status.ts). */
const keyValidAt = (key: KeyFact, at: Date) =>
  (workingKeyStatuses as readonly string[]).includes(key.status) &&
  (!key.validFrom || key.validFrom <= at) &&
  (!key.validUntil || key.validUntil > at);

const keyRecord = (key: KeyFact) => ({
  id: key.id,
  title: key.title,
  keyType: key.keyType,
  status: key.status,
  validFrom: key.validFrom?.toISOString() ?? null,
  validUntil: key.validUntil?.toISOString() ?? null,
});

/** Who the event names: by card code, by the app's key, or by phone. */
function identify(event: PassEventInput, facts: BatchFacts): { abonent?: AbonentFact; key?: KeyFact } {
  if (event.keyType === 'card' || event.keyType === 'ble') {
    const code = codeOf(event.cardId);
    const owner = code === undefined ? undefined : facts.codeOwners.get(code);
    return { abonent: owner ? facts.abonents.get(owner) : undefined };
  }
  const named = event.keyId ? facts.keys.get(event.keyId) : undefined;
  if (named) return { abonent: facts.abonents.get(named.abonentId), key: named };
  const owner = event.phone ? facts.phoneOwners.get(event.phone) : undefined;
  return { abonent: owner ? facts.abonents.get(owner) : undefined };
}

export function decide(event: PassEventInput, point: PointFact, facts: BatchFacts): Decided {
  const at = new Date(event.occurredAt);
  const outcome = (rule: PassDecisionRule, found: Omit<PassDecision, 'rule'> = {}, abonent?: AbonentFact): Decided => ({
    decision: { rule, abonent: null, key: null, zone: null, hours: null, restrictedBy: null, ...found },
    abonentId: abonent?.id ?? null,
    userName: abonent?.name ?? null,
    accessZone: abonent?.zone?.name ?? null,
    denialReason: event.result === 'denied' ? (event.denialReason ?? asDenialReason(rule)) : null,
  });

  if (event.keyType === 'button') return outcome('exitButton');
  const { abonent, key: namedKey } = identify(event, facts);
  if (!abonent) return outcome('unknownKey');

  // A mobile app opens with a digital key: the one it named, else the abonent's best valid one.
  const key =
    event.keyType === 'mobile'
      ? (namedKey ?? abonent.keys.find((candidate) => keyValidAt(candidate, at)) ?? abonent.keys[0])
      : undefined;
  const zone = abonent.zone && {
    ...abonent.zone,
    coversPoint:
      abonent.zone.kind === 'object'
        ? abonent.zone.id === point.accessObjectId
        : point.perimeters.some((perimeter) => perimeter.id === abonent.zone!.id),
  };
  const clock = localClock(event.occurredAt);
  const hours = abonent.hours && {
    ...abonent.hours,
    within: abonent.hours.from <= clock && clock < abonent.hours.until,
  };
  const restricting =
    key &&
    point.perimeters.find((perimeter) =>
      key.keyType === 'permanent' ? perimeter.restrictPermanentKeys : perimeter.restrictTemporaryKeys,
    );
  const found = {
    abonent: { id: abonent.id, name: abonent.name, phone: abonent.phone },
    key: key ? keyRecord(key) : null,
    zone,
    hours,
    restrictedBy: restricting ? { id: restricting.id, name: restricting.name } : null,
  };

  const code = event.keyType === 'card' || event.keyType === 'ble' ? codeOf(event.cardId) : undefined;
  const blockedSince = code === undefined ? undefined : facts.blockedCodes.get(code);
  if (blockedSince && blockedSince <= at) return outcome('cardBlocked', found, abonent);
  if (event.keyType === 'mobile' && (!key || !keyValidAt(key, at))) return outcome('keyNotValid', found, abonent);
  if (restricting) return outcome('keyTypeRestricted', found, abonent);
  // No zone, no door: the credentials the doors receive leave such an abonent out (server/sync).
  if (!zone) return outcome('noZone', found, abonent);
  if (!zone.coversPoint) return outcome('outsideZone', found, abonent);
  if (hours && !hours.within) return outcome('outsideHours', found, abonent);
  return outcome('abonentAllowed', found, abonent);
}
