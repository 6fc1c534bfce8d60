import { and, count, eq, inArray, isNotNull, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  ACCESS_CODE_LIMIT,
  type AbonentRecord,
  type AbonentRow,
  type abonentActions,
  type BlockedCard,
  abonentMessages,
  type abonentSortFields,
  type IntercomRecord,
} from '../../contract/abonent';
import type { ActionParams } from '../../contract/actions';
import { errors, validation, withArgs } from '../../contract/messages';
import { asRecord } from '../db/rows';
import type { Database } from '../db/open';
import { givenColumns, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import {
  abonentCameras,
  abonentCodes,
  abonentIntercoms,
  abonentKeys,
  abonentSipDevices,
  abonents,
  accessObjects,
  addresses,
  cameras,
  sipDevices,
  tariffPolicies,
  tariffRevisions,
  users,
} from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { assertRecordOwned, assertReferenceOwned } from '../protocol/ownership';
import { accessZoneColumns, perimeterPath } from './access-zones';
import { type ListSelects, type ListSpec, preparedListPage, searchCondition } from '../protocol/list';

// Correlated subqueries: evaluated for the rows of the page only.
/** The cards that open doors: those not blocked. */
const codes = sql<number[]>`array(
  select ${qualified(abonentCodes.code)} from ${abonentCodes}
  where ${qualified(abonentCodes.abonentId)} = ${qualified(abonents.id)} and ${qualified(abonentCodes.blockedAt)} is null
  order by ${qualified(abonentCodes.code)})`;

/** The lost cards, blocked: when and by whom (null once that user is gone). */
const blockedCards = sql<BlockedCard[]>`coalesce((
  select json_agg(json_build_object(
    'code', ${qualified(abonentCodes.code)},
    'blockedAt', utc_text(${qualified(abonentCodes.blockedAt)}),
    'blockedBy', ${qualified(users.displayName)})
    order by ${qualified(abonentCodes.blockedAt)} desc, ${qualified(abonentCodes.code)})
  from ${abonentCodes} left join ${users} on ${qualified(users.id)} = ${qualified(abonentCodes.blockedBy)}
  where ${qualified(abonentCodes.abonentId)} = ${qualified(abonents.id)} and ${qualified(abonentCodes.blockedAt)} is not null), '[]'::json)`;

const intercoms = sql<IntercomRecord[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${qualified(abonentIntercoms.id)},
    'intercomName', ${qualified(abonentIntercoms.intercomName)},
    'apartment', ${qualified(abonentIntercoms.apartment)})
    order by ${qualified(abonentIntercoms.createdAt)}, ${qualified(abonentIntercoms.id)})
  from ${abonentIntercoms} where ${qualified(abonentIntercoms.abonentId)} = ${qualified(abonents.id)}), '[]'::json)`;

const linkedSipDevices = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${qualified(sipDevices.id)}, 'name', ${qualified(sipDevices.name)})
    order by ${qualified(sipDevices.name)}, ${qualified(sipDevices.id)})
  from ${abonentSipDevices} join ${sipDevices} on ${qualified(sipDevices.id)} = ${qualified(abonentSipDevices.sipDeviceId)}
  where ${qualified(abonentSipDevices.abonentId)} = ${qualified(abonents.id)}), '[]'::json)`;

const linkedCameras = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${qualified(cameras.id)}, 'name', ${qualified(cameras.name)})
    order by ${qualified(cameras.name)}, ${qualified(cameras.id)})
  from ${abonentCameras} join ${cameras} on ${qualified(cameras.id)} = ${qualified(abonentCameras.cameraId)}
  where ${qualified(abonentCameras.abonentId)} = ${qualified(abonents.id)}), '[]'::json)`;

/** The abonent's access zone: a perimeter (its path, object › perimeter › …) or an object. */
const zoneObject = 'zone_object';
const accessZoneName = sql<string | null>`coalesce(
  ${perimeterPath(qualified(abonents.accessPerimeterId))},
  (select ${sql.identifier(zoneObject)}.display_name from ${accessObjects} as ${sql.identifier(zoneObject)}
    where ${sql.identifier(zoneObject)}.id = ${qualified(abonents.accessObjectId)}))`;

/** The name of the abonent's tariff: its revision in force. */
const tariffName = sql<string | null>`(
  select ${qualified(tariffRevisions.displayName)} from ${tariffRevisions}
  join ${tariffPolicies} on ${qualified(tariffPolicies.id)} = ${qualified(tariffRevisions.policyId)}
  where ${qualified(tariffRevisions.policyId)} = ${qualified(abonents.tariffId)}
    and ${qualified(tariffRevisions.revision)} = ${qualified(tariffPolicies.currentRevision)})`;

const keysOfType = (keyType: 'permanent' | 'temporary') => sql<number>`(
  select count(*)::int from ${abonentKeys}
  where ${qualified(abonentKeys.abonentId)} = ${qualified(abonents.id)} and ${qualified(abonentKeys.keyType)} = ${keyType})`;

/** An abonent's own columns: what its list rows show. */
const rowColumns = {
  id: abonents.id,
  name: abonents.name,
  phoneNumber: abonents.phoneNumber,
  building: abonents.building,
  room: abonents.room,
  addressId: abonents.addressId,
  address: addresses.value,
  floor: abonents.floor,
  lowerFloor: abonents.lowerFloor,
  allowedFloors: abonents.allowedFloors,
  digitalKeyId: abonents.digitalKeyId,
  comment: abonents.comment,
  administrator: abonents.administrator,
  accessFrom: abonents.accessFrom,
  accessUntil: abonents.accessUntil,
  openOnCall: abonents.openOnCall,
  cars: abonents.cars,
  accessZoneId: sql<
    string | null
  >`coalesce(${qualified(abonents.accessPerimeterId)}, ${qualified(abonents.accessObjectId)})`,
  tariffId: abonents.tariffId,
  createdAt: abonents.createdAt,
};

/** The whole abonent's columns: its own and what it has or is linked to. */
const recordColumns = {
  ...rowColumns,
  accessCardAndBleTagId: codes,
  blockedCards,
  intercoms,
  sipDevices: linkedSipDevices,
  accessZone: accessZoneName,
  tariff: tariffName,
  cameras: linkedCameras,
  permanentKeys: keysOfType('permanent'),
  temporaryKeys: keysOfType('temporary'),
};

const readRows = (db: Database) =>
  db.select(rowColumns).from(abonents).leftJoin(addresses, eq(addresses.id, abonents.addressId)).$dynamic();

const readAbonents = (db: Database) =>
  db.select(recordColumns).from(abonents).leftJoin(addresses, eq(addresses.id, abonents.addressId)).$dynamic();

type OwnRow = Awaited<ReturnType<typeof readRows>>[number];
type Row = Awaited<ReturnType<typeof readAbonents>>[number];

const toRow = (row: OwnRow): AbonentRow =>
  asRecord(row, {
    cars: row.cars.map(({ model, number }) => (model ? { model, number } : { number })),
    accessTimeInterval: row.accessFrom && row.accessUntil ? { start: row.accessFrom, end: row.accessUntil } : null,
    created: row.createdAt.toISOString(),
  });

const toRecord = (row: Row): AbonentRecord =>
  asRecord(toRow(row) as Row & AbonentRow, {
    sipDeviceIds: row.sipDevices.map((device) => device.id),
    cameraIds: row.cameras.map((camera) => camera.id),
  });

const abonentList: ListSpec<(typeof abonentSortFields)[number]> = {
  sortable: {
    name: abonents.name,
    phoneNumber: abonents.phoneNumber,
    building: abonents.building,
    room: abonents.room,
    created: abonents.createdAt,
  },
  defaultSort: 'name',
  // A search's words in the name, building or room, or the phone however it was typed.
  searchable: [abonents.name, abonents.building, abonents.room],
  phone: abonents.phoneNumber,
  tieBreaker: abonents.id,
};

const countAndIds = {
  count: (db: Database) => db.select({ total: count() }).from(abonents).$dynamic(),
  ids: (db: Database) => db.select({ id: abonents.id }).from(abonents).$dynamic(),
};
const rowSelects: ListSelects<ReturnType<typeof readRows>> = { rows: readRows, ...countAndIds };
const recordSelects: ListSelects<ReturnType<typeof readAbonents>> = { rows: readAbonents, ...countAndIds };

/** A search that could be a card or BLE tag ID: the whole number, as the abonent's codes are typed. */
const searchedCode = (search: string | undefined) => {
  const text = search?.trim() ?? '';
  return /^\d{1,8}$/.test(text) && Number(text) < ACCESS_CODE_LIMIT ? Number(text) : undefined;
};

/**
 * The list's search, and an abonent whose card or BLE tag ID is the number searched (the codes' own
 * key, company and code). Made for the call: the list's kept search terms and totals follow the
 * abonents' own columns, which a code's change does not touch.
 */
const codeSearch = (search: string | undefined): SQL | undefined => {
  const code = searchedCode(search);
  if (code === undefined) return undefined;
  const ownCode = sql`exists (select 1 from ${abonentCodes}
    where ${qualified(abonentCodes.companyId)} = ${qualified(abonents.companyId)}
      and ${qualified(abonentCodes.code)} = ${code}
      and ${qualified(abonentCodes.abonentId)} = ${qualified(abonents.id)})`;
  return or(searchCondition(search, abonentList.searchable, { phone: abonentList.phone }), ownCode);
};

/**
 * The abonents the list's `Search` finds, as one condition (undefined: every abonent): what a bulk
 * change of "every abonent the list finds" takes, the list's own words, codes and phone.
 */
export const abonentSearch = (search: string | undefined): SQL | undefined =>
  codeSearch(search) ?? searchCondition(search, abonentList.searchable, { phone: abonentList.phone });

/** A page of the company's abonents (or the one of `Id`), read by `selects`. */
const abonentPage = <Rows extends ReturnType<typeof readRows>>(
  input: ActionParams<'GetAbonentDetails'>,
  ctx: ActionContext,
  selects: ListSelects<Rows>,
) => {
  const companyId = companyOf(ctx);
  return preparedListPage(ctx.db, input, abonentList, selects, {
    filters: { companyId: [abonents.companyId, companyId], id: [abonents.id, input.Id] },
    search: codeSearch(input.Search),
    storedTotal: input.Id ? undefined : { table: 'abonents', scopeId: companyId },
  });
};

/** One abonent of the company as the contract shows it, or 404. */
async function abonentRecord(db: Database, companyId: string, abonentId: string): Promise<AbonentRecord> {
  const [row] = await readAbonents(db).where(and(eq(abonents.id, abonentId), eq(abonents.companyId, companyId)));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** 404 unless the abonent is one of the company's. */
export const assertAbonentOf = (db: Database, companyId: string, abonentId: string): Promise<void> =>
  assertRecordOwned(db, abonents, companyId, abonentId);

/**
 * Checks every reference of an Add or Edit: the records an abonent is given (an address, a tariff, SIP
 * devices, cameras) must all be the company's own, a 400 with the message under the parameter if not.
 */
async function assertReferences(db: Database, companyId: string, params: AbonentParams) {
  await assertReferenceOwned(db, addresses, companyId, params.AddressId, {
    param: 'AddressId',
    message: abonentMessages.addressNotFound,
  });
  await assertReferenceOwned(db, tariffPolicies, companyId, params.TariffId, {
    param: 'TariffId',
    message: abonentMessages.tariffNotFound,
  });
  await assertReferenceOwned(db, sipDevices, companyId, params.SipDeviceIds, {
    param: 'SipDeviceIds',
    message: abonentMessages.sipDeviceNotFound,
  });
  await assertReferenceOwned(db, cameras, companyId, params.CameraIds, {
    param: 'CameraIds',
    message: abonentMessages.cameraNotFound,
  });
}

/** Makes the abonent's SIP device and camera links exactly those given (a list not given stays). */
async function replaceLinks(db: Database, companyId: string, abonentId: string, params: AbonentParams) {
  if (params.SipDeviceIds !== undefined) {
    await db.delete(abonentSipDevices).where(eq(abonentSipDevices.abonentId, abonentId));
    const wanted = [...new Set(params.SipDeviceIds)];
    if (wanted.length > 0) {
      await db.insert(abonentSipDevices).values(wanted.map((sipDeviceId) => ({ companyId, abonentId, sipDeviceId })));
    }
  }
  if (params.CameraIds !== undefined) {
    await db.delete(abonentCameras).where(eq(abonentCameras.abonentId, abonentId));
    const wanted = [...new Set(params.CameraIds)];
    if (wanted.length > 0) {
      await db.insert(abonentCameras).values(wanted.map((cameraId) => ({ companyId, abonentId, cameraId })));
    }
  }
}

type AbonentParams = Partial<ActionParams<'AddAbonent'>>;

/** The columns an Add or Edit sets: only the parameters it was given (an Edit sends what changed). */
const columnsOf = (params: AbonentParams) => {
  const interval = params.AccessTimeInterval;
  return givenColumns({
    name: params.Name,
    phoneNumber: params.PhoneNumber,
    building: params.Building,
    room: params.Room,
    addressId: params.AddressId,
    tariffId: params.TariffId,
    floor: params.Floor,
    lowerFloor: params.LowerFloor,
    allowedFloors: params.AllowedFloors,
    digitalKeyId: params.DigitalKeyId,
    comment: params.Comment,
    administrator: params.Administrator,
    openOnCall: params.OpenOnCall,
    cars: params.Cars?.map(({ model, number }) => (model ? { model, number } : { number })),
    accessFrom: interval === undefined ? undefined : (interval?.start ?? null),
    accessUntil: interval === undefined ? undefined : (interval?.end ?? null),
  });
};

const codeTaken = (code: number) =>
  new ApiError(409, errors.conflict, { AccessCardAndBleTagId: withArgs(abonentMessages.codeTaken, { code }) });
const codeBlocked = (code: number) =>
  new ApiError(409, errors.conflict, { AccessCardAndBleTagId: withArgs(abonentMessages.codeBlocked, { code }) });

export const abonentHandlers = {
  async GetAbonents(input, ctx) {
    const page = await abonentPage(input, ctx, rowSelects);
    return { items: page.items.map((row) => toRow(row)), total: page.total };
  },

  async GetAbonentDetails(input, ctx) {
    const page = await abonentPage(input, ctx, recordSelects);
    return { items: page.items.map((row) => toRecord(row)), total: page.total };
  },

  async AddAbonent(params, ctx) {
    const companyId = companyOf(ctx);
    await assertReferences(ctx.db, companyId, params);
    const zone = await accessZoneColumns(ctx.db, companyId, params.AccessZoneId);
    return ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(abonents)
        .values({ companyId, ...columnsOf(params), ...zone } as typeof abonents.$inferInsert)
        .returning({ id: abonents.id });
      await replaceLinks(tx, companyId, created.id, params);
      return created;
    });
  },

  async EditAbonent({ AbonentId, ...params }, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, AbonentId);
    await assertReferences(ctx.db, companyId, params);
    const columns = { ...columnsOf(params), ...(await accessZoneColumns(ctx.db, companyId, params.AccessZoneId)) };
    await ctx.db.transaction(async (tx) => {
      if (hasChanges(columns)) {
        await tx
          .update(abonents)
          .set(columns)
          .where(and(eq(abonents.id, AbonentId), eq(abonents.companyId, companyId)));
      }
      await replaceLinks(tx, companyId, AbonentId, params);
    });
    return abonentRecord(ctx.db, companyId, AbonentId);
  },

  async DeleteAbonent({ AbonentId }, ctx) {
    const companyId = companyOf(ctx);
    const [deleted] = await ctx.db
      .delete(abonents)
      .where(and(eq(abonents.id, AbonentId), eq(abonents.companyId, companyId)))
      .returning({ id: abonents.id });
    if (!deleted) throw new ApiError(404, errors.notFound);
    return {};
  },

  async UpdateAbonentCodes({ AbonentId, AccessCardAndBleTagId }, ctx) {
    const companyId = companyOf(ctx);
    await replaceCodes(ctx, companyId, AbonentId, AccessCardAndBleTagId);
    return { id: AbonentId, accessCardAndBleTagId: [...AccessCardAndBleTagId].sort((a, b) => a - b) };
  },

  async BlockAbonentCard({ AbonentId, Code }, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, AbonentId);
    const [card] = await ctx.db
      .select({ code: abonentCodes.code })
      .from(abonentCodes)
      .where(
        and(eq(abonentCodes.companyId, companyId), eq(abonentCodes.abonentId, AbonentId), eq(abonentCodes.code, Code)),
      );
    if (!card) throw new ApiError(404, errors.notFound, { Code: abonentMessages.cardNotFound });
    // Once: of two blocks arriving together, the second finds it blocked and keeps the first's who and when.
    const [blocked] = await ctx.db
      .update(abonentCodes)
      .set({ blockedAt: sql`now()`, blockedBy: sessionOf(ctx).userId })
      .where(and(eq(abonentCodes.companyId, companyId), eq(abonentCodes.code, Code), isNull(abonentCodes.blockedAt)))
      .returning({ code: abonentCodes.code });
    if (!blocked) throw new ApiError(409, errors.conflict, { Code: abonentMessages.cardBlocked });
    return abonentRecord(ctx.db, companyId, AbonentId);
  },

  async AddAbonentIntercom({ AbonentId, IntercomName, Apartment }, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, AbonentId);
    const [created] = await ctx.db
      .insert(abonentIntercoms)
      .values({ companyId, abonentId: AbonentId, intercomName: IntercomName, apartment: Apartment })
      .returning({ id: abonentIntercoms.id });
    return created;
  },

  async DeleteAbonentIntercom({ IntercomId }, ctx) {
    const companyId = companyOf(ctx);
    const [deleted] = await ctx.db
      .delete(abonentIntercoms)
      .where(and(eq(abonentIntercoms.id, IntercomId), eq(abonentIntercoms.companyId, companyId)))
      .returning({ id: abonentIntercoms.id });
    if (!deleted) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<Omit<typeof abonentActions, 'GetAccessZones'>>;

/**
 * Replaces an abonent's working codes in one transaction: those left out are deleted (the database keeps
 * them as removed), new ones are issued now, kept ones keep their issue date; blocked ones stay as they
 * are. A code another abonent of the company holds, or one of the abonent's blocked ones, is a 409 naming
 * it; the primary key (company, code) refuses it too when two saves race.
 */
async function replaceCodes(ctx: ActionContext, companyId: string, abonentId: string, codeList: number[]) {
  await assertAbonentOf(ctx.db, companyId, abonentId);
  if (codeList.length > 0) {
    const [taken] = await ctx.db
      .select({ code: abonentCodes.code, abonentId: abonentCodes.abonentId })
      .from(abonentCodes)
      .where(
        and(
          eq(abonentCodes.companyId, companyId),
          inArray(abonentCodes.code, codeList),
          or(ne(abonentCodes.abonentId, abonentId), isNotNull(abonentCodes.blockedAt)),
        ),
      )
      .orderBy(abonentCodes.code)
      .limit(1);
    if (taken?.abonentId === abonentId) throw codeBlocked(taken.code);
    if (taken) throw codeTaken(taken.code);
  }
  await answerConstraints(
    ctx.db.transaction(async (tx) => {
      const mine = and(eq(abonentCodes.abonentId, abonentId), eq(abonentCodes.companyId, companyId));
      await tx
        .delete(abonentCodes)
        .where(
          and(
            mine,
            isNull(abonentCodes.blockedAt),
            codeList.length > 0 ? notInArray(abonentCodes.code, codeList) : undefined,
          ),
        );
      const kept = new Set(
        (await tx.select({ code: abonentCodes.code }).from(abonentCodes).where(mine)).map((row) => row.code),
      );
      const issued = codeList.filter((code) => !kept.has(code));
      if (issued.length > 0) {
        await tx.insert(abonentCodes).values(issued.map((code) => ({ companyId, abonentId, code })));
      }
    }),
    { unique: () => new ApiError(409, errors.conflict, { AccessCardAndBleTagId: validation.unique }) },
  );
}
