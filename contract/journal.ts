import { z } from 'zod';
import { id, queryInteger, text } from './fields';
import { validation } from './messages';
import { passDecisionRules, passDenialReasons, passKeyTypes, passResults, passSources } from './pass-event';
export { EXPORT_ROWS_HEADER, JOURNAL_EXPORT_PATH } from './pass-event';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * The access journal (Set B `access_journal`): the device side reports pass events
 * in batches, the company reads them newest first with keyset paging (never an offset over millions of
 * rows), polls for new ones, and opens one with the decision stored with it.
 */

export const journalMessages = {
  foreignAccessPoint: 'journal.errors.foreignAccessPoint',
  tooFarAhead: 'journal.errors.tooFarAhead',
  tooOld: 'journal.errors.tooOld',
  badCursor: 'journal.errors.badCursor',
} as const;

/** The most events one batch carries: a local server sends what it gathered since its last call. */
export const MAX_PASS_EVENT_BATCH = 1000;
/** A device's clock may run this far ahead; an event further in the future is refused. */
export const PASS_EVENT_MAX_AHEAD_MS = 10 * 60 * 1000;
/** A device offline longer than this has events nobody can act on any more: refused, not stored. */
export const PASS_EVENT_MAX_AGE_DAYS = 400;

const deviceText = (max: number) =>
  text({ trim: true })
    .max(max, { error: validation.invalid })
    .nullish()
    .transform((v) => v || null);

/** One event as a local server reports it. Its `eventId` is unique on that server: a resent batch is stored once. */
export const passEventInput = z.object({
  eventId: text({ trim: true }).min(1, { error: validation.required }).max(100, { error: validation.invalid }),
  accessPointId: id(),
  occurredAt: z.iso.datetime({ offset: true, error: validation.invalid }),
  keyType: z.enum(passKeyTypes, { error: validation.invalid }),
  /** The card's or BLE tag's code as the reader read it (decimal digits for the company's codes). */
  cardId: deviceText(64),
  /** The phone that called or whose app opened, digits (a leading + and spaces are dropped). */
  phone: deviceText(32).transform((value) => value?.replace(/[\s()+-]/g, '') || null),
  /** The digital key the mobile app presented (one of an abonent's keys). */
  keyId: id()
    .nullish()
    .transform((value) => value ?? null),
  carPlate: deviceText(20),
  result: z.enum(passResults, { error: validation.invalid }),
  denialReason: z
    .enum(passDenialReasons, { error: validation.invalid })
    .nullish()
    .transform((value) => value ?? null),
  /** The version of its credential set the device decided with (docs/device-protocol.md), when it keeps one. */
  credentialVersion: z
    .number({ error: validation.invalid })
    .int({ error: validation.invalid })
    .min(0, { error: validation.invalid })
    .nullish(),
});
export type PassEventInput = z.infer<typeof passEventInput>;

/**
 * Why an event was decided, as the server read it at that moment from the keys, abonents and zones: kept
 * with the event so the journal still explains it after any of them changed. Guest passes (the public
 * lock page) write their own fields besides these, which the journal shows as they are.
 */
export const passDecision = z
  .object({
    rule: z.enum(passDecisionRules),
    abonent: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
    key: z
      .object({
        id: z.string(),
        title: z.string(),
        keyType: z.string(),
        status: z.string(),
        validFrom: z.string().nullable(),
        validUntil: z.string().nullable(),
      })
      .nullable(),
    /** The abonent's access zone and whether it holds the point. */
    zone: z
      .object({ kind: z.enum(['object', 'perimeter']), id: z.string(), name: z.string(), coversPoint: z.boolean() })
      .nullable(),
    /** The abonent's daily hours, 'HH:MM' in UTC, and whether the moment fell within them. */
    hours: z.object({ from: z.string(), until: z.string(), within: z.boolean() }).nullable(),
    /** The perimeter above the point that refuses this kind of key. */
    restrictedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    /**
     * The credential version the device decided with, and the first change to what it was shown at that
     * door after that version (when it was removed or changed, and at which version): the honest answer to
     * "did the gate know?".
     */
    decidedOn: z
      .object({
        version: z.number().int(),
        laterChange: z.object({ version: z.number().int(), at: z.string(), removed: z.boolean() }).nullable(),
      })
      .nullable(),
  })
  .partial()
  .loose();
export type PassDecision = z.infer<typeof passDecision>;

export const passEventRecord = z.object({
  id: z.string(),
  occurredAt: z.string(),
  accessPointId: z.string().nullable(),
  accessPointName: z.string(),
  source: z.enum(passSources),
  keyType: z.enum(passKeyTypes),
  cardId: z.string().nullable(),
  phone: z.string().nullable(),
  carPlate: z.string().nullable(),
  result: z.enum(passResults),
  denialReason: z.string().nullable(),
  abonentId: z.string().nullable(),
  userName: z.string().nullable(),
  accessZone: z.string().nullable(),
});
export type PassEventRecord = z.infer<typeof passEventRecord>;

export const passEventDetail = passEventRecord.extend({
  decision: passDecision,
  receivedAt: z.string(),
  deviceEventId: z.string().nullable(),
});
export type PassEventDetail = z.infer<typeof passEventDetail>;

/** A moment as a filter takes it: ISO 8601 with its offset. */
const moment = () => z.iso.datetime({ offset: true, error: validation.invalid });

/**
 * A place in the journal's order (newest first): the time (to the microsecond, UTC) and id of an event,
 * `<ISO time>_<id>`, made by the server. A page
 * continues after it; the live check counts what came before it.
 */
export const journalCursor = () =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, { error: journalMessages.badCursor })
    .transform((value) => {
      const [at, eventId] = value.split('_');
      return { at, id: eventId };
    });

/** The journal's filters: period, the access tree's nodes, key type, result, person, card. */
export const journalFilters = {
  /** Inclusive start and exclusive end of the period. */
  From: moment().optional(),
  Until: moment().optional(),
  AccessPointId: id().optional(),
  PerimeterId: id().optional(),
  AccessObjectId: id().optional(),
  KeyType: z.enum(passKeyTypes, { error: validation.invalid }).optional(),
  Result: z.enum(passResults, { error: validation.invalid }).optional(),
  /** A user's name (its beginning, any case) or a phone (its digits). */
  User: text({ trim: true }).max(100).optional(),
  CardId: text({ trim: true }).max(64).optional(),
};
export const journalFilterSchema = z.object(journalFilters);
export type JournalFilters = z.infer<typeof journalFilterSchema>;

/** An IANA time zone (the console's): the days of reports and working time are its days. */
export const timeZone = () =>
  text()
    .max(64)
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: validation.invalid },
    )
    .default('UTC');

const day = () => z.iso.date({ error: validation.invalid });

export const reportDay = z.object({
  day: z.string(),
  passes: z.number().int(),
  denials: z.number().int(),
  people: z.number().int(),
});
export const reportPoint = z.object({
  accessPointId: z.string().nullable(),
  accessPointName: z.string(),
  passes: z.number().int(),
  denials: z.number().int(),
});
/** The report names the busiest points only: a company of 16,000 points would get a table nobody reads. */
export const REPORT_POINTS_LIMIT = 100;
export const passEventReport = z.object({
  days: z.array(reportDay),
  /** The REPORT_POINTS_LIMIT busiest points, busiest first; `pointsTotal` says how many had events. */
  points: z.array(reportPoint).max(REPORT_POINTS_LIMIT),
  pointsTotal: z.number().int(),
  totals: z.object({
    events: z.number().int(),
    passes: z.number().int(),
    denials: z.number().int(),
    people: z.number().int(),
  }),
});
export type PassEventReport = z.infer<typeof passEventReport>;

/** One entry and the exit that closed it; either is null when its punch is missing (never guessed). */
export const workingPair = z.object({ entry: z.string().nullable(), exit: z.string().nullable() });
export const workingDay = z.object({
  day: z.string(),
  firstEntry: z.string().nullable(),
  lastExit: z.string().nullable(),
  /** The time inside, from the complete pairs only. */
  insideSeconds: z.number().int(),
  missingPunches: z.number().int(),
  pairs: z.array(workingPair),
});
export const workingPerson = z.object({
  abonentId: z.string(),
  name: z.string(),
  days: z.array(workingDay),
  totalSeconds: z.number().int(),
  missingPunches: z.number().int(),
});
export type WorkingPerson = z.infer<typeof workingPerson>;
/**
 * How many of the company's access points are typed entrance and exit: working time counts only their
 * passes, so without both nobody's time can be counted, and the page says why it is empty.
 */
export const workingDoors = z.object({ entrances: z.number().int(), exits: z.number().int() });
export type WorkingDoors = z.infer<typeof workingDoors>;
export type WorkingDay = z.infer<typeof workingDay>;
/** A stay longer than this is not one shift: its entry and exit are shown as two missing punches. */
export const MAX_SHIFT_HOURS = 20;

export const JOURNAL_PAGE_SIZE = 50;
/** The live check counts new events up to this many ('999+ new events'): counting further is wasted work. */
export const NEW_EVENTS_CAP = 999;

export const exportFormats = ['csv', 'xlsx'] as const;
/** The download's query: the journal's filters, the format, and the reader's time zone and language. */
export const journalExportInput = z.object({
  ...journalFilters,
  Format: z.enum(exportFormats, { error: validation.invalid }),
  TimeZone: timeZone(),
  Locale: z.enum(['en', 'ru'], { error: validation.invalid }).default('en'),
});

export const journalActions = {
  AddPassEvents: defineAction({
    method: 'POST',
    area: 'device',
    summary: `A company's local server reports pass events, up to ${MAX_PASS_EVENT_BATCH} at a time (Events). Idempotent by the server's eventId: a batch sent again stores nothing twice. A batch naming another company's access point, a time more than 10 minutes ahead or over ${PASS_EVENT_MAX_AGE_DAYS} days old is refused whole. Each stored event keeps the decision as of that moment (the abonent by card or phone, the key, the zone, the hours).`,
    input: z.object({
      Events: z
        .array(passEventInput)
        .min(1, { error: validation.required })
        .max(MAX_PASS_EVENT_BATCH, { error: validation.invalid }),
    }),
    output: z.object({ accepted: z.number().int(), duplicates: z.number().int() }),
  }),
  GetPassEvents: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'journal.view',
    summary:
      "The company's pass events, newest first, filtered; keyset paging: `After` is the `next` cursor of the previous page (never an offset). `newest` is the cursor of the first event, for GetNewPassEventCount.",
    input: z.object({
      ...journalFilters,
      After: journalCursor().optional(),
      Limit: queryInteger({ min: 1, max: 200 }).default(JOURNAL_PAGE_SIZE),
    }),
    output: z.object({ items: z.array(passEventRecord), next: z.string().nullable(), newest: z.string().nullable() }),
  }),
  GetNewPassEventCount: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'journal.view',
    summary: `How many of the company's events the filters select came after the cursor \`Since\` (at most ${NEW_EVENTS_CAP}; none without one): the journal's live 'N new events'.`,
    input: z.object({ ...journalFilters, Since: journalCursor().optional() }),
    output: z.object({ count: z.number().int() }),
  }),
  GetPassEvent: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'journal.view',
    summary: "One of the company's pass events with the decision stored with it.",
    input: z.object({ PassEventId: id() }),
    output: passEventDetail,
  }),
  GetPassEventReport: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'journal.view',
    summary: `The report of the events the filters select (spec: report options): by day in TimeZone (passes, denials, distinct people), by access point (the ${REPORT_POINTS_LIMIT} busiest, and how many had events), and the count of pass events. The same report downloads as CSV or XLSX from the export route (docs).`,
    input: z.object({ ...journalFilters, TimeZone: timeZone() }),
    output: passEventReport,
  }),
  GetWorkingTime: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'journal.view',
    summary: `Working time (Set B working_time) from the company's entrance and exit points, From to To (days in TimeZone, both included): per person who both entered and left in the period (anyone who passed, when User names them) and per day, the first entry, last exit, time inside from entry-exit pairs and the punches missing; a stay that crosses midnight counts on the day it began; one longer than ${MAX_SHIFT_HOURS} hours is two missing punches. User (a name's beginning or a phone) and a place of the access tree narrow it. \`doors\` counts the company's points typed entrance and exit (without both, nobody's time is counted).`,
    input: z.object({
      From: day(),
      To: day(),
      TimeZone: timeZone(),
      User: journalFilters.User,
      AccessObjectId: journalFilters.AccessObjectId,
      PerimeterId: journalFilters.PerimeterId,
      AccessPointId: journalFilters.AccessPointId,
    }),
    output: z.object({ people: z.array(workingPerson), doors: workingDoors }),
  }),
};

export const journalEntity = defineEntity(journalActions, {
  company: { access_journal: { one: { action: 'GetPassEvent', idParam: 'PassEventId' } } },
});
