import { z } from 'zod';
import { maxLengthMessage, queryInteger, text } from './fields';
import { validation } from './messages';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * One search across the area's records (the header's search field and Ctrl-K): residents by name, phone,
 * card or BLE tag ID and car number, guests' and vehicles' access rights, addresses, doors, devices, and in
 * the platform area users and companies. Each kind is looked up only when the caller's role may list it.
 */

/** What a result is, which is also how the console opens it. */
export const searchKinds = [
  'abonent',
  'accessRight',
  'address',
  'accessPoint',
  'controller',
  'localServer',
  'camera',
  'sipDevice',
  'lock',
  'user',
  'company',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The groups the console shows results in, in this order; each kind belongs to one. */
export const searchGroups = [
  'residents',
  'accessRights',
  'addresses',
  'doors',
  'devices',
  'users',
  'companies',
] as const;
export type SearchGroup = (typeof searchGroups)[number];
export const groupOfKind: Record<SearchKind, SearchGroup> = {
  abonent: 'residents',
  accessRight: 'accessRights',
  address: 'addresses',
  accessPoint: 'doors',
  controller: 'devices',
  localServer: 'devices',
  camera: 'devices',
  sipDevice: 'devices',
  lock: 'devices',
  user: 'users',
  company: 'companies',
};

/** What a result was found by, when it is not its title: the console says it on the result's second line. */
export const matchFields = ['phone', 'card', 'plate', 'email', 'identifier'] as const;
export type MatchField = (typeof matchFields)[number];

/** Texts shorter than this find only a card or tag by its code: the name indexes work on three characters. */
export const SEARCH_MIN_TEXT = 3;
/** Results of each group at most. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;

export const searchResult = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  title: z.string(),
  /** What matched when it was not the title: a phone, a card as it was typed (decimal or hexadecimal)… */
  matched: z.object({ field: z.enum(matchFields), value: z.string() }).nullable(),
  /** What tells the record apart: an abonent's address, a door's access object, a device's kind of place. */
  detail: z.string().nullable(),
  /** The record's company, in the platform area (which searches every company); null in a company's. */
  company: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchActions = {
  Search: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'any',
    summary: `Finds the area's records by a text (Query): a company session its own company's abonents (by name, phone in any format, card or BLE tag ID in decimal or hexadecimal as printed on the card, car number in Latin or Cyrillic letters), access rights (name, phone, car number), addresses, doors and devices (controllers, local servers, cameras, SIP devices); a platform session every company's users, companies, doors and devices (locks, cameras, SIP devices), each result naming its company. A kind the role may not list is not searched. At most Limit results (default ${SEARCH_DEFAULT_LIMIT}) of each group, in order of title; a text under ${SEARCH_MIN_TEXT} characters finds only cards and tags.`,
    input: z.object({
      Query: text({ trim: true, error: validation.required })
        .min(1, { error: validation.required })
        .max(100, { error: maxLengthMessage(100) }),
      Limit: queryInteger({ min: 1, max: SEARCH_MAX_LIMIT }).default(SEARCH_DEFAULT_LIMIT),
    }),
    output: z.object({ results: z.array(searchResult) }),
  }),
};

export const searchEntity = defineEntity(searchActions);
