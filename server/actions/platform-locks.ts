import { count, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { errors, withArgs } from '../../contract/messages';
import {
  type LockSettings,
  lockMessages,
  lockSettingsDefaults,
  lockSettingsNames,
  type PlatformLockRecord,
  type PlatformLockRow,
  type platformLockActions,
  type platformLockForm,
  type platformLockSortFields,
} from '../../contract/platform-lock';
import { givenFields, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { asRecord } from '../db/rows';
import { accessPoints, companies, locks } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import type { HandlersOf } from '../protocol/context';
import { deviceStatus, hasDeviceStatus, isoOrNull } from '../protocol/device-status';
import { type ListSpec, preparedListPage } from '../protocol/list';

type LockFields = z.output<typeof platformLockForm>;
type Settings = Partial<LockSettings>;

const pointsOnLock = sql<number>`(select count(*)::int from ${accessPoints} where ${qualified(accessPoints.lockId)} = ${qualified(locks.id)})`;

/** A lock's columns as its list rows show them: all but the settings. */
const rowColumns = {
  id: locks.id,
  pid: locks.pid,
  name: locks.name,
  type: locks.type,
  companyId: locks.companyId,
  companyName: companies.name,
  controllerPhone: locks.controllerPhone,
  status: deviceStatus(locks.lastSeenAt),
  lastSeenAt: locks.lastSeenAt,
  pointsCount: pointsOnLock,
  createdAt: locks.createdAt,
};
const recordColumns = { ...rowColumns, settings: locks.settings };

type Row = Omit<PlatformLockRow, 'lastSeen' | 'created'> & { lastSeenAt: Date | null; createdAt: Date };

const toRow = (row: Row): PlatformLockRow =>
  asRecord(row, { lastSeen: isoOrNull(row.lastSeenAt), created: row.createdAt.toISOString() });

/**
 * The stored settings over the defaults: a lock registered before a setting existed (or before settings
 * did) reads with that setting's default rather than failing the contract. Set on the row itself (see
 * asRecord): building the settings as an object of their own and spreading it took twice as long.
 */
const toRecord = (row: Row & { settings: Settings }): PlatformLockRecord => {
  const record: Record<string, unknown> = toRow(row);
  const { settings } = row;
  for (const name of lockSettingsNames)
    record[name] = settings[name] !== undefined ? settings[name] : lockSettingsDefaults[name];
  return record as PlatformLockRecord;
};

/** The settings among a lock's fields (those given). */
const pickSettings = (fields: Partial<Record<string, unknown>>): Settings =>
  Object.fromEntries(
    lockSettingsNames.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
  );

const lockList: ListSpec<(typeof platformLockSortFields)[number]> = {
  sortable: {
    pid: locks.pid,
    name: locks.name,
    type: locks.type,
    companyName: companies.name,
    lastSeen: locks.lastSeenAt,
    created: locks.createdAt,
  },
  defaultSort: 'pid',
  searchable: [locks.pid, locks.name],
  phone: locks.controllerPhone,
  tieBreaker: locks.id,
};

const withCompany = <Query extends PgSelect>(query: Query) =>
  query.leftJoin(companies, eq(companies.id, locks.companyId));

const rowQuery = (db: Database) => withCompany(db.select(rowColumns).from(locks).$dynamic());
const recordQuery = (db: Database) => withCompany(db.select(recordColumns).from(locks).$dynamic());

const lockSelects = {
  rows: rowQuery,
  count: (db: Database) => withCompany(db.select({ total: count() }).from(locks).$dynamic()),
  // A deep page finds its 25 ids first: the rows skipped then never run the points-on-lock subquery.
  ids: (db: Database) => withCompany(db.select({ id: locks.id }).from(locks).$dynamic()),
};

async function readLock(db: Database, lockId: string): Promise<PlatformLockRecord> {
  const [row] = await recordQuery(db).where(eq(locks.id, lockId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/**
 * Why a lock may not leave its company (or go): the access points of that company on it, by name, with
 * the company's name, as a 409 whose message says so. Undefined when no point uses it.
 */
async function inUseRefusal(db: Database, lockId: string, param?: string): Promise<ApiError | undefined> {
  const points = await db
    .select({ name: accessPoints.displayName, company: companies.name })
    .from(accessPoints)
    .innerJoin(companies, eq(companies.id, accessPoints.companyId))
    .where(eq(accessPoints.lockId, lockId))
    .orderBy(accessPoints.displayName);
  if (points.length === 0) return undefined;
  const message = inUseMessage(points);
  return new ApiError(409, message, param ? { [param]: message } : undefined);
}

/** At most this many points are named; the message counts them all. */
const NAMED_POINTS = 5;
const inUseMessage = (points: { name: string; company: string }[]) =>
  withArgs(lockMessages.inUse, {
    company: points[0].company,
    points: points
      .slice(0, NAMED_POINTS)
      .map((point) => `«${point.name}»`)
      .join(', '),
    smart_count: points.length,
  });

const pidTaken = () => new ApiError(409, errors.conflict, { Pid: lockMessages.pidTaken });
const unknownCompany = () => new ApiError(400, errors.invalidParams, { CompanyId: lockMessages.unknownCompany });

/** The columns of a lock's fields; the settings go into one jsonb object. */
const identityColumns = (fields: Partial<LockFields>) => ({
  pid: fields.pid,
  name: fields.name,
  type: fields.type,
  companyId: fields.companyId,
  controllerPhone: fields.controllerPhone,
});

export const platformLockHandlers = {
  async GetPlatformLocks(input, ctx) {
    const unfiltered = !input.LockId && !input.CompanyId && !input.Type && !input.Status;
    const page = await preparedListPage(ctx.db, input, lockList, lockSelects, {
      filters: {
        id: [locks.id, input.LockId],
        companyId: [locks.companyId, input.CompanyId],
        type: [locks.type, input.Type],
        status: { variant: input.Status, condition: () => hasDeviceStatus(locks.lastSeenAt, input.Status) },
      },
      // Unfiltered (and unsearched: the list counts a search itself), the total is the stored one.
      storedTotal: unfiltered ? { table: 'locks' } : undefined,
    });
    return { items: page.items.map(toRow), total: page.total };
  },

  GetPlatformLock({ LockId }, ctx) {
    return readLock(ctx.db, LockId);
  },

  async RegisterLock(params, ctx) {
    const fields = givenFields(params) as Partial<LockFields>;
    const [created] = await answerConstraints(
      ctx.db
        .insert(locks)
        .values({
          pid: params.Pid,
          name: params.Name,
          type: params.Type,
          companyId: fields.companyId ?? null,
          controllerPhone: fields.controllerPhone ?? null,
          settings: { ...lockSettingsDefaults, ...pickSettings(fields) },
        })
        .returning({ id: locks.id }),
      { unique: pidTaken, foreignKey: unknownCompany },
    );
    return created;
  },

  async EditLock(params, ctx) {
    const fields = givenFields(params, (field) => field !== 'lockId') as Partial<LockFields>;
    const settings = pickSettings(fields);
    const columns = Object.fromEntries(
      Object.entries(identityColumns(fields)).filter(([, value]) => value !== undefined),
    );
    const changes = {
      ...columns,
      // Only the groups given change; the others keep what is stored.
      ...(hasChanges(settings) && { settings: sql`${locks.settings} || ${JSON.stringify(settings)}::jsonb` }),
    };
    if (hasChanges(changes)) {
      const updated = await answerConstraints(
        // In a savepoint: a refused statement would leave the Action's (audited) transaction unusable for
        // the look-up that says why.
        ctx.db.transaction((tx) =>
          tx.update(locks).set(changes).where(eq(locks.id, params.LockId)).returning({ id: locks.id }),
        ),
        {
          unique: pidTaken,
          // Either the company does not exist, or points of the present one use the lock (see locks_custom).
          foreignKey: async () => (await inUseRefusal(ctx.db, params.LockId, 'CompanyId')) ?? unknownCompany(),
        },
      );
      if (updated.length === 0) throw new ApiError(404, errors.notFound);
    }
    return readLock(ctx.db, params.LockId);
  },

  async DeleteLock({ LockId }, ctx) {
    // In a savepoint, as above.
    const deleted = await answerConstraints(
      ctx.db.transaction((tx) => tx.delete(locks).where(eq(locks.id, LockId)).returning({ id: locks.id })),
      {
        foreignKey: async () => (await inUseRefusal(ctx.db, LockId)) ?? new ApiError(409, errors.conflict),
      },
    );
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof platformLockActions>;
