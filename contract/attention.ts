import { z } from 'zod';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * What needs attention (issue 42): the first screen of each area, one group per kind of trouble, each item
 * taken from what the data says now and leading to the record that fixes it. An item leaves the list when
 * its record is fixed (a device heard from again, a camera found online, a key renewed).
 */

/** Each group shows this many of its items, the most urgent first; its total says how many there are. */
export const ATTENTION_ITEMS_SHOWN = 5;
/** Keys and access rights ending within this many days. */
export const ATTENTION_EXPIRY_DAYS = 7;
/** An online device out of sync for longer than this needs attention (it takes a change within seconds). */
export const ATTENTION_SYNC_GRACE_MINUTES = 2;
/** The journal's anomalies of this many last hours. */
export const ATTENTION_ANOMALY_HOURS = 24;

/** The company area's groups, in the order the page shows them. */
export const companyAttentionGroups = ['devices', 'cameras', 'anomalies', 'keys', 'rights', 'payments'] as const;
/** The platform area's. */
export const platformAttentionGroups = ['signIns', 'addressBans', 'cameras', 'simCards'] as const;
export type AttentionGroupName = (typeof companyAttentionGroups)[number] | (typeof platformAttentionGroups)[number];

/** The journal narrowed to an anomaly's events: the period, and the card or the point when it has one. */
const journalTarget = z.object({
  to: z.literal('journal'),
  from: z.string(),
  until: z.string(),
  cardId: z.string().optional(),
  accessPointId: z.string().optional(),
  accessPointName: z.string().optional(),
  result: z.enum(['opened', 'denied']).optional(),
});

/** A record's page: the console's resource and the record's id. */
const recordTarget = z.object({ to: z.literal('record'), resource: z.string(), id: z.string() });

/**
 * A list searched for the record, where records have no page of their own and are fixed from their row
 * (a SIM card's payment), or the platform's address bans (`bans`, a screen of the users resource).
 */
const listTarget = z.object({ to: z.literal('list'), resource: z.string(), search: z.string().optional() });

export const attentionTarget = z.discriminatedUnion('to', [recordTarget, journalTarget, listTarget]);
export type AttentionTarget = z.infer<typeof attentionTarget>;

export const attentionItem = z.object({
  /** Unique within its group. */
  key: z.string(),
  /** What it is: a device's name, a resident's, a card's number, an address. */
  title: z.string(),
  /** Why it is here, a key of the group's reasons (`offline`, `drift`, a camera's offline reason, …). */
  why: z.string(),
  /** The numbers and names the reason's text takes (`{ denials: 7 }`). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Since when (or, for what ends, when it ends); null when the data has no time for it (never seen). */
  since: z.string().nullable(),
  /** The company it belongs to: named in the platform area, where items come from every company. */
  companyName: z.string().nullable(),
  target: attentionTarget,
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const attentionGroup = z.object({
  name: z.enum([...companyAttentionGroups, ...platformAttentionGroups]),
  total: z.number().int(),
  items: z.array(attentionItem),
});
export type AttentionGroup = z.infer<typeof attentionGroup>;

export const attention = z.object({
  /** The groups the session's role may see, each whether or not it has items. */
  groups: z.array(attentionGroup),
  /** Every group's total, added up: the menu's count. */
  total: z.number().int(),
});
export type Attention = z.infer<typeof attention>;

export const attentionActions = {
  GetAttention: defineAction({
    method: 'GET',
    area: 'console',
    // Every role sees the groups of what it may view (the handler leaves the others out), so none is refused.
    permission: 'any',
    summary: `What needs attention now, by group, each with its total and first ${ATTENTION_ITEMS_SHOWN} items. A company session: its devices offline, or online but out of sync (behind, drifted, waiting for a snapshot) for more than ${ATTENTION_SYNC_GRACE_MINUTES} minutes (devices.view), cameras found offline at their last check with why (devices.view), the journal's anomalies of the last ${ATTENTION_ANOMALY_HOURS} hours (journal.view), residents' temporary keys (residents.view) and access rights (guests.view) ending within ${ATTENTION_EXPIRY_DAYS} days, and residents whose paid period has ended (payments.view). A platform session: phone numbers with a burst of failed sign-ins, addresses banned automatically now, every company's cameras offline, SIM cards paid up to a day gone by. A group the role may not view is left out.`,
    input: z.object({}),
    output: attention,
  }),
};

export const attentionEntity = defineEntity(attentionActions);
