import { z } from 'zod';
import { journalFilters } from './journal';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * The journal's anomalies (issue: beyond the spec): what a company's events say that no single row does.
 * The thresholds are the product's, named here so the console can say them.
 */
/** One card at access points of two different access objects (complexes) this close in time: a copy of it. */
export const CLONED_CARD_MINUTES = 5;
/** Refusals at one point with no more than this between them make one burst… */
export const DENIAL_BURST_GAP_MINUTES = 10;
/** …and a burst of at least this many is someone trying codes. */
export const DENIAL_BURST_MIN = 5;
/** A card or tag nobody has used for this long, issued at least as long ago (and not blocked). */
export const UNUSED_CARD_DAYS = 90;
/** Each kind lists at most this many, newest first; the total says how many there are. */
export const ANOMALY_LIST_LIMIT = 50;

const anomalyEvent = z.object({
  id: z.string(),
  occurredAt: z.string(),
  accessPointName: z.string(),
  accessObjectName: z.string(),
  result: z.string(),
});

export const clonedCard = z.object({
  cardId: z.string(),
  /** Whom the card was the abonent's of at either event, if anyone's. */
  userName: z.string().nullable(),
  first: anomalyEvent,
  second: anomalyEvent,
  seconds: z.number().int(),
});
export type ClonedCard = z.infer<typeof clonedCard>;

export const denialBurst = z.object({
  accessPointId: z.string().nullable(),
  accessPointName: z.string(),
  from: z.string(),
  until: z.string(),
  denials: z.number().int(),
  /** How many different cards or phones were tried. */
  keys: z.number().int(),
});
export type DenialBurst = z.infer<typeof denialBurst>;

export const unusedCard = z.object({
  cardId: z.string(),
  abonentId: z.string(),
  abonentName: z.string(),
  /** Its last use ever, or null when the journal has never seen it. */
  lastUsed: z.string().nullable(),
});
export type UnusedCard = z.infer<typeof unusedCard>;

/**
 * A pass opened by a card that, at that moment, was removed from its abonent (and not issued again) or
 * blocked as lost: a door deciding from an old set of credentials, or a copy of a card that should not open.
 */
export const retiredCardPass = z.object({
  /** The pass event. */
  id: z.string(),
  occurredAt: z.string(),
  accessPointName: z.string(),
  cardId: z.string(),
  state: z.enum(['removed', 'blocked']),
  /** When it was removed or blocked. */
  since: z.string(),
  /** Whose card it was; the name is null once that abonent is deleted. */
  abonentId: z.string(),
  abonentName: z.string().nullable(),
});
export type RetiredCardPass = z.infer<typeof retiredCardPass>;

const listOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number().int() });

export const journalAnomalies = z.object({
  clonedCards: listOf(clonedCard),
  denialBursts: listOf(denialBurst),
  unusedCards: listOf(unusedCard),
  retiredCardPasses: listOf(retiredCardPass),
});
export type JournalAnomalies = z.infer<typeof journalAnomalies>;

export const journalAnomalyActions = {
  GetJournalAnomalies: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'journal.view',
    summary: `The company's journal anomalies in the period (From, Until): a card used at two access objects within ${CLONED_CARD_MINUTES} minutes (a copy of it), bursts of ${DENIAL_BURST_MIN} or more refusals at one point with at most ${DENIAL_BURST_GAP_MINUTES} minutes between them (someone trying codes), passes opened by a card removed from its abonent or blocked as lost at the time, and, whatever the period, the abonents' cards and tags unused for ${UNUSED_CARD_DAYS} days since they were issued. Each list holds the newest ${ANOMALY_LIST_LIMIT} and the total.`,
    input: z.object({ From: journalFilters.From, Until: journalFilters.Until }),
    output: journalAnomalies,
  }),
};

export const journalAnomalyEntity = defineEntity(journalAnomalyActions);
