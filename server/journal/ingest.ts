import {
  journalMessages,
  PASS_EVENT_MAX_AGE_DAYS,
  PASS_EVENT_MAX_AHEAD_MS,
  type PassEventInput,
} from '../../contract/journal';
import type { DevicePrincipal } from '../devices/tokens';
import { decidedOn } from '../sync/decided-on';
import type { Database } from '../db/open';
import { ApiError } from '../protocol/api-error';
import { decide } from './decision';
import { loadBatchFacts } from './facts';
import { ensurePassEventMonths } from './partitions';
import { eventRows, storePassEvents } from './store';

/** A batch refused whole, with the first bad event named (`Events.<index>.<field>`). */
const refuse = (status: number, key: string, index: number, field: string) =>
  new ApiError(status, key, { [`Events.${index}.${field}`]: key });

/**
 * Stores a local server's batch of pass events, each once (by the server's event id), with the decision
 * as of now: one statement (store.ts). A batch naming another company's point, or a time the journal cannot
 * hold, is refused whole, so a device never has to work out which of its events were kept.
 */
export async function ingestPassEvents(
  db: Database,
  device: Extract<DevicePrincipal, { kind: 'localServer' }>,
  events: readonly PassEventInput[],
  now = Date.now(),
): Promise<{ accepted: number; duplicates: number }> {
  events.forEach((event, index) => {
    const at = Date.parse(event.occurredAt);
    if (at > now + PASS_EVENT_MAX_AHEAD_MS) throw refuse(400, journalMessages.tooFarAhead, index, 'occurredAt');
    if (at < now - PASS_EVENT_MAX_AGE_DAYS * 86_400_000) throw refuse(400, journalMessages.tooOld, index, 'occurredAt');
  });
  const facts = await loadBatchFacts(db, device.companyId, events);
  const foreign = events.findIndex((event) => !facts.points.has(event.accessPointId));
  if (foreign >= 0) throw refuse(403, journalMessages.foreignAccessPoint, foreign, 'accessPointId');

  // A batch that repeats an event within itself stores it once, like a batch sent twice.
  const unique = [
    ...new Map(events.map((event) => [`${event.eventId}|${Date.parse(event.occurredAt)}`, event])).values(),
  ];
  const knew = await decidedOn(db, device.companyId, unique);
  const rows = unique.map((event, index) => {
    const point = facts.points.get(event.accessPointId)!;
    const decided = decide(event, point, facts);
    if (knew[index]) decided.decision.decidedOn = knew[index];
    return {
      occurredAt: new Date(event.occurredAt),
      companyId: device.companyId,
      accessPointId: point.id,
      accessPointName: point.name,
      source: 'device' as const,
      localServerId: device.localServerId,
      deviceEventId: event.eventId,
      keyType: event.keyType,
      cardId: event.cardId,
      phone: event.phone,
      carPlate: event.carPlate,
      result: event.result,
      ...decided,
    };
  });
  await ensurePassEventMonths(
    db,
    rows.map((row) => row.occurredAt),
  );
  const stored = await storePassEvents(db, device.companyId, eventRows(rows));
  return { accepted: stored, duplicates: events.length - stored };
}
