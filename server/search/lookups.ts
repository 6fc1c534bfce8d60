import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ActionName } from '../../contract/actions';
import type { ConsoleArea } from '../../contract/protocol';
import type { MatchField, SearchKind } from '../../contract/search';
import {
  abonentCodes,
  abonents,
  accessObjects,
  accessPoints,
  accessRights,
  addresses,
  cameras,
  companies,
  controllers,
  localServers,
  locks,
  sipDevices,
  users,
} from '../db/schema';
import { lowerCased } from '../protocol/list';
import type { SearchTerms, ValueOf } from './terms';

/**
 * Where each kind of record is looked for, and by what: each lookup is one query that an index serves (a
 * name by its trigram index, a card by the codes' key, a car number by the trigram index of its key).
 */

/** One way a record may be found: the condition, what matched (none: its title), and its rank. */
export interface Match {
  where: SQL;
  matched?: { field: MatchField; value: SQL | AnyColumn };
  /** Lower first: a card or a phone found exactly before a name that contains the text. */
  rank: number;
}

export interface Source {
  kind: SearchKind;
  /** The list Action of the kind in each area that has it: the role must be allowed it. */
  listedBy: Partial<Record<ConsoleArea, ActionName>>;
  from: SQL;
  id: AnyColumn;
  title: AnyColumn;
  /** A subquery rather than a join: PostgreSQL evaluates it for the few rows past the limit only. */
  detail?: SQL | AnyColumn;
  /** The record's company: the scope of a company's search, the name a platform's result shows. */
  companyId?: AnyColumn;
  /** The ways the text's terms may find it, each taking the text's values from `value`. */
  matches: (terms: SearchTerms, value: ValueOf) => (Match | undefined)[];
}

const RANK = { exact: 0, field: 1, title: 2 } as const;

/** The title's words: every kind is found by them. */
const byTitle = (column: AnyColumn) => (terms: SearchTerms, value: ValueOf) =>
  terms.words && { where: terms.words(value, column), rank: RANK.title };
const byPhone = (column: AnyColumn, terms: SearchTerms, value: ValueOf): Match | undefined =>
  terms.phone && {
    where: terms.phone(value, column),
    matched: { field: 'phone', value: sql`'+' || ${column}` },
    rank: RANK.field,
  };
const byField = (field: MatchField, column: AnyColumn, terms: SearchTerms, value: ValueOf): Match | undefined =>
  terms.words && { where: terms.words(value, column), matched: { field, value: column }, rank: RANK.field };

/** A car number by its key, `where` given the key's LIKE pattern, and the number that matched. */
const byPlate = (
  terms: SearchTerms,
  value: ValueOf,
  where: (pattern: ReturnType<ValueOf>) => SQL,
  shown: (pattern: ReturnType<ValueOf>) => SQL | AnyColumn,
): Match | undefined =>
  terms.plate
    ? { where: where(value('plate')), matched: { field: 'plate', value: shown(value('plate')) }, rank: RANK.field }
    : undefined;

/** The key of each car of an abonent, and of one number: the functions of migration 0063 (contract/plate.ts). */
const plateKeys = sql`plate_keys(${abonents.cars})`;
const plateOf = (pattern: ReturnType<ValueOf>) =>
  sql`(select car->>'number' from jsonb_array_elements(${abonents.cars}) as car
        where plate_key(car->>'number') like ${pattern} limit 1)`;

export const sources: Source[] = [
  {
    kind: 'abonent',
    listedBy: { company: 'GetAbonents' },
    from: sql`${abonents}`,
    id: abonents.id,
    title: abonents.name,
    detail: sql`(select ${addresses.value} from ${addresses} where ${addresses.id} = ${abonents.addressId})`,
    companyId: abonents.companyId,
    matches: (terms, value) => [
      // The codes' key is (company, code): one probe of it for each reading of the text.
      ...terms.codes.map((_, index) => ({
        where: sql`exists (select 1 from ${abonentCodes} where ${abonentCodes.companyId} = ${abonents.companyId}
                    and ${abonentCodes.code} = ${value(`code${index}`)} and ${abonentCodes.abonentId} = ${abonents.id})`,
        matched: { field: 'card' as const, value: sql`${value(`printed${index}`)}::text` },
        rank: RANK.exact,
      })),
      byPhone(abonents.phoneNumber, terms, value),
      byPlate(terms, value, (pattern) => sql`${plateKeys} like ${pattern}`, plateOf),
      byTitle(abonents.name)(terms, value),
    ],
  },
  {
    kind: 'accessRight',
    listedBy: { company: 'GetAccessRights' },
    from: sql`${accessRights}`,
    id: accessRights.id,
    title: accessRights.name,
    detail: accessRights.carNumber,
    companyId: accessRights.companyId,
    matches: (terms, value) => [
      byPhone(accessRights.phone, terms, value),
      byPlate(
        terms,
        value,
        (pattern) => sql`${accessRights.carNumberKey} like ${pattern}`,
        () => accessRights.carNumber,
      ),
      byTitle(accessRights.name)(terms, value),
    ],
  },
  {
    kind: 'address',
    listedBy: { company: 'GetAddress' },
    from: sql`${addresses}`,
    id: addresses.id,
    title: addresses.value,
    companyId: addresses.companyId,
    matches: (terms, value) => [
      terms.words && { where: terms.words(value, lowerCased(addresses.searchValue)), rank: RANK.title },
    ],
  },
  {
    kind: 'accessPoint',
    listedBy: { company: 'GetCompanyAccessPoints', platform: 'GetAccessPoints' },
    from: sql`${accessPoints}`,
    id: accessPoints.id,
    title: accessPoints.displayName,
    detail: sql`(select ${accessObjects.displayName} from ${accessObjects} where ${accessObjects.id} = ${accessPoints.accessObjectId})`,
    companyId: accessPoints.companyId,
    matches: (terms, value) => [byTitle(accessPoints.displayName)(terms, value)],
  },
  {
    kind: 'controller',
    listedBy: { company: 'GetControllers' },
    from: sql`${controllers}`,
    id: controllers.id,
    title: controllers.installationLocation,
    detail: controllers.secureId,
    companyId: controllers.companyId,
    matches: (terms, value) => [
      byField('identifier', controllers.secureId, terms, value),
      byPhone(controllers.phoneNumber, terms, value),
      byTitle(controllers.installationLocation)(terms, value),
    ],
  },
  {
    kind: 'localServer',
    listedBy: { company: 'GetOwnLocalServers' },
    from: sql`${localServers}`,
    id: localServers.id,
    title: localServers.name,
    companyId: localServers.companyId,
    matches: (terms, value) => [byTitle(localServers.name)(terms, value)],
  },
  {
    kind: 'camera',
    listedBy: { company: 'GetCameras', platform: 'GetCameras' },
    from: sql`${cameras}`,
    id: cameras.id,
    title: cameras.name,
    companyId: cameras.companyId,
    matches: (terms, value) => [byTitle(cameras.name)(terms, value)],
  },
  {
    kind: 'sipDevice',
    listedBy: { company: 'GetSipDevices', platform: 'GetSipDevices' },
    from: sql`${sipDevices}`,
    id: sipDevices.id,
    title: sipDevices.name,
    companyId: sipDevices.companyId,
    matches: (terms, value) => [byTitle(sipDevices.name)(terms, value)],
  },
  {
    kind: 'lock',
    listedBy: { platform: 'GetPlatformLocks' },
    from: sql`${locks}`,
    id: locks.id,
    title: locks.name,
    detail: locks.pid,
    companyId: locks.companyId,
    matches: (terms, value) => [
      byField('identifier', locks.pid, terms, value),
      byPhone(locks.controllerPhone, terms, value),
      byTitle(locks.name)(terms, value),
    ],
  },
  {
    kind: 'user',
    listedBy: { platform: 'GetUsers' },
    from: sql`${users}`,
    id: users.id,
    title: users.displayName,
    detail: sql`'+' || ${users.phoneNumber}`,
    matches: (terms, value) => [
      byPhone(users.phoneNumber, terms, value),
      byField('email', users.email, terms, value),
      byTitle(users.displayName)(terms, value),
    ],
  },
  {
    kind: 'company',
    listedBy: { platform: 'GetCompanies' },
    from: sql`${companies}`,
    id: companies.id,
    title: companies.name,
    detail: companies.inn,
    matches: (terms, value) => [byTitle(companies.name)(terms, value)],
  },
];
