import { and, count, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors, withArgs } from '../../contract/messages';
import {
  configurationMismatchMessage,
  diagnosticMessage,
  dtmfMismatch,
  dtmfMismatchMessage,
  type SipDeviceRecord,
  type SipDeviceRow,
  type SipServerRecord,
  type platformSipServerSortFields,
  sipServerMessages,
  type sipActions,
  type sipDeviceSortFields,
  type sipServerSortFields,
} from '../../contract/sip';
import { hideSecrets, restoreSecrets } from '../../contract/sip-config';
import type { Database } from '../db/open';
import { givenColumns, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import { addresses, companies, sipDevices, sipServers } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyCondition, companyFilterOf, companyOf, type HandlersOf } from '../protocol/context';
import { assertReferenceOwned } from '../protocol/ownership';
import { type ListSelects, type ListSpec, listPage, preparedListPage } from '../protocol/list';

// SIP servers ----------------------------------------------------------------------------------------

const serverColumns = {
  id: sipServers.id,
  name: sipServers.name,
  host: sipServers.host,
  description: sipServers.description,
  companyId: sipServers.companyId,
  companyName: companies.name,
  createdAt: sipServers.createdAt,
  updatedAt: sipServers.updatedAt,
};

const toServerRecord = (row: {
  id: string;
  name: string;
  host: string;
  description: string | null;
  companyId: string;
  companyName: string;
  createdAt: Date;
  updatedAt: Date;
}): SipServerRecord => ({
  id: row.id,
  sipServerId: row.id,
  name: row.name,
  host: row.host,
  description: row.description,
  companyId: row.companyId,
  companyName: row.companyName,
  registered: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

const serverList: ListSpec<(typeof sipServerSortFields)[number]> = {
  sortable: {
    name: sipServers.name,
    host: sipServers.host,
    registered: sipServers.createdAt,
    modified: sipServers.updatedAt,
  },
  defaultSort: 'name',
  searchable: [sipServers.name, sipServers.host],
  tieBreaker: sipServers.id,
};

/** The platform's list: every company's servers, found and sorted by their company too. */
const platformServerList: ListSpec<(typeof platformSipServerSortFields)[number]> = {
  ...serverList,
  sortable: { ...serverList.sortable, companyName: companies.name },
  searchable: [...serverList.searchable, companies.name],
};

const withServerCompany = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(companies, eq(companies.id, sipServers.companyId));

async function readServer(db: Database, serverId: string): Promise<SipServerRecord> {
  const [row] = await withServerCompany(db.select(serverColumns).from(sipServers).$dynamic()).where(
    eq(sipServers.id, serverId),
  );
  if (!row) throw new ApiError(404, errors.notFound);
  return toServerRecord(row);
}

/** At most this many devices are named; the message counts them all. */
const NAMED_DEVICES = 5;

/**
 * Why a server may not go (or leave its company): the SIP devices registered on it, by name, as a 409
 * (under `param` when a parameter is to blame). Undefined when none is.
 */
async function serverInUse(db: Database, serverId: string, param?: string): Promise<ApiError | undefined> {
  const devices = await db
    .select({ name: sipDevices.name })
    .from(sipDevices)
    .where(eq(sipDevices.serverId, serverId))
    .orderBy(sipDevices.name);
  if (devices.length === 0) return undefined;
  const message = withArgs(sipServerMessages.inUse, {
    devices: devices
      .slice(0, NAMED_DEVICES)
      .map((device) => `«${device.name}»`)
      .join(', '),
    smart_count: devices.length,
  });
  return new ApiError(409, message, param ? { [param]: message } : undefined);
}

const unknownServerCompany = () =>
  new ApiError(400, errors.invalidParams, { CompanyId: sipServerMessages.unknownCompany });

// SIP devices ----------------------------------------------------------------------------------------

/** A device's columns as its list rows show them: all but the configuration. */
const deviceRowColumns = {
  id: sipDevices.id,
  name: sipDevices.name,
  companyId: sipDevices.companyId,
  companyName: companies.name,
  abonentCount: sipDevices.abonentCount,
  createdAt: sipDevices.createdAt,
  addressId: sipDevices.addressId,
  address: addresses.value,
  registeredAt: sipDevices.registeredAt,
  description: sipDevices.description,
  serverId: sipDevices.serverId,
  server: sipServers.name,
  openMethod: sipDevices.openMethod,
  dtmfOpenCommand: sipDevices.dtmfOpenCommand,
};
const deviceColumns = { ...deviceRowColumns, configuration: sipDevices.configuration };

// The joins of the device list: the rows show the server, company and address; Search looks in two.
const serverOfDevice = eq(sipServers.id, sipDevices.serverId);
const addressOfDevice = eq(addresses.id, sipDevices.addressId);

/** A device's joins: its server, company and address. */
const joinedDevices = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(sipServers, serverOfDevice)
    .innerJoin(companies, eq(companies.id, sipDevices.companyId))
    .leftJoin(addresses, addressOfDevice);

const countDevices = (db: Database) =>
  db
    .select({ total: count() })
    .from(sipDevices)
    .innerJoin(sipServers, serverOfDevice)
    .leftJoin(addresses, addressOfDevice);

const selectDeviceRows = (db: Database) => joinedDevices(db.select(deviceRowColumns).from(sipDevices).$dynamic());
type DeviceRow = Awaited<ReturnType<typeof selectDeviceRows>>[number];

const deviceSelects: ListSelects<ReturnType<typeof selectDeviceRows>> = {
  rows: selectDeviceRows,
  count: (db) => countDevices(db).$dynamic(),
};

/** The row as the console's lists see it. */
const toDeviceRow = (row: DeviceRow): SipDeviceRow => ({
  id: row.id,
  sipDeviceId: row.id,
  sipDeviceName: row.name,
  name: row.name,
  companyId: row.companyId,
  companyName: row.companyName,
  abonentCount: row.abonentCount,
  added: row.createdAt.toISOString(),
  addressId: row.addressId,
  address: row.address,
  registered: row.registeredAt?.toISOString() ?? null,
  description: row.description,
  serverId: row.serverId,
  server: row.server,
  openMethod: row.openMethod,
  dtmfOpenCommand: row.dtmfOpenCommand,
});

const deviceList: ListSpec<(typeof sipDeviceSortFields)[number]> = {
  sortable: {
    sipDeviceName: sipDevices.name,
    server: sipServers.name,
    address: addresses.value,
    abonentCount: sipDevices.abonentCount,
    added: sipDevices.createdAt,
    registered: sipDevices.registeredAt,
  },
  defaultSort: 'sipDeviceName',
  searchable: [sipDevices.name, addresses.value, sipServers.name],
  tieBreaker: sipDevices.id,
};

/** The device, within the session's scope: a company session's own devices, a platform session's any. */
const deviceInScope = (ctx: ActionContext, deviceId: string) =>
  and(eq(sipDevices.id, deviceId), companyCondition(ctx, sipDevices.companyId));

/** The whole device as the console sees it (the configuration's secrets hidden), or 404. */
async function deviceRecord(ctx: ActionContext, deviceId: string): Promise<SipDeviceRecord> {
  const [row] = await joinedDevices(ctx.db.select(deviceColumns).from(sipDevices).$dynamic()).where(
    deviceInScope(ctx, deviceId),
  );
  if (!row) throw new ApiError(404, errors.notFound);
  return { ...toDeviceRow(row), configuration: hideSecrets(row.configuration) };
}

/** A referenced server or address must be the company's own: otherwise the parameter is invalid. */
async function checkReferences(
  db: Database,
  companyId: string,
  { ServerId, AddressId }: { ServerId?: string; AddressId?: string | null },
): Promise<void> {
  await assertReferenceOwned(db, sipServers, companyId, ServerId, {
    param: 'ServerId',
    message: errors.unknownSipServer,
  });
  await assertReferenceOwned(db, addresses, companyId, AddressId, {
    param: 'AddressId',
    message: errors.unknownAddress,
  });
}

/** The configuration to store: hidden secrets put back from `stored`, or 400 naming the line. */
function configurationToStore(text: string, stored?: string): string {
  const restored = restoreSecrets(text, stored);
  if ('diagnostic' in restored) {
    throw new ApiError(400, errors.invalidParams, { Configuration: diagnosticMessage(restored.diagnostic) });
  }
  return restored.text;
}

/** Runs a write that may hit the one-name-per-company index, answering a duplicate with 409. */
const unlessDuplicate = <T>(write: PromiseLike<T>) =>
  answerConstraints(write, { unique: () => new ApiError(409, errors.sipDeviceExists) });

/**
 * The DTMF rule of contract/sip.ts (dtmfMismatch) on an edit: the command and the configuration as
 * they would be stored, what was sent over what is stored. The message goes on the parameter that was
 * sent: on DtmfOpenCommand when it was, else on Configuration (its dtmf_code's line).
 */
function refuseDtmfMismatch(
  input: { DtmfOpenCommand?: string | null; Configuration?: string },
  stored: { dtmfOpenCommand: string | null; configuration: string },
): void {
  const command = input.DtmfOpenCommand !== undefined ? input.DtmfOpenCommand : stored.dtmfOpenCommand;
  const mismatch = dtmfMismatch(command, input.Configuration ?? stored.configuration);
  if (!mismatch || !command) return;
  throw new ApiError(
    400,
    errors.invalidParams,
    input.DtmfOpenCommand !== undefined
      ? { DtmfOpenCommand: dtmfMismatchMessage(mismatch) }
      : { Configuration: configurationMismatchMessage(command, mismatch) },
  );
}

export const sipHandlers = {
  async GetRegisteredSipServers(input, ctx) {
    const companyId = companyOf(ctx);
    const page = await listPage(ctx.db, input, serverList, {
      rows: ctx.db
        .select(serverColumns)
        .from(sipServers)
        .innerJoin(companies, eq(companies.id, sipServers.companyId))
        .$dynamic(),
      count: ctx.db.select({ total: count() }).from(sipServers).$dynamic(),
      scope: and(
        eq(sipServers.companyId, companyId),
        input.SipServerId ? eq(sipServers.id, input.SipServerId) : undefined,
      ),
    });
    return { items: page.items.map(toServerRecord), total: page.total };
  },

  async GetSipServers(input, ctx) {
    const page = await listPage(ctx.db, input, platformServerList, {
      rows: withServerCompany(ctx.db.select(serverColumns).from(sipServers).$dynamic()),
      count: withServerCompany(ctx.db.select({ total: count() }).from(sipServers).$dynamic()),
      scope: and(
        input.CompanyId ? eq(sipServers.companyId, input.CompanyId) : undefined,
        input.SipServerId ? eq(sipServers.id, input.SipServerId) : undefined,
      ),
    });
    return { items: page.items.map(toServerRecord), total: page.total };
  },

  async RegisterSipServer(input, ctx) {
    const [created] = await answerConstraints(
      ctx.db
        .insert(sipServers)
        .values({
          companyId: input.CompanyId,
          name: input.Name,
          host: input.Host,
          description: input.Description ?? null,
        })
        .returning({ id: sipServers.id }),
      { foreignKey: unknownServerCompany },
    );
    return created;
  },

  async EditSipServer(input, ctx) {
    const changes = givenColumns({
      companyId: input.CompanyId,
      name: input.Name,
      host: input.Host,
      description: input.Description,
    });
    if (hasChanges(changes)) {
      // The modified time is the trigger's (sip_servers_touch): whoever changes the row, it moves. In a
      // savepoint, so that the look-up of why a refused move was refused can still run.
      const updated = await answerConstraints(
        ctx.db.transaction((tx) =>
          tx
            .update(sipServers)
            .set(changes)
            .where(eq(sipServers.id, input.SipServerId))
            .returning({ id: sipServers.id }),
        ),
        // Either the company does not exist, or devices of the present one use the server (its devices
        // refer to it with their company: sip_devices_server_company_fk).
        {
          foreignKey: async () => (await serverInUse(ctx.db, input.SipServerId, 'CompanyId')) ?? unknownServerCompany(),
        },
      );
      if (updated.length === 0) throw new ApiError(404, errors.notFound);
    }
    return readServer(ctx.db, input.SipServerId);
  },

  async DeleteSipServer({ SipServerId }, ctx) {
    // In a savepoint: the refused statement must not spoil the Action's transaction for the look-up of why.
    const deleted = await answerConstraints(
      ctx.db.transaction((tx) =>
        tx.delete(sipServers).where(eq(sipServers.id, SipServerId)).returning({ id: sipServers.id }),
      ),
      { foreignKey: async () => (await serverInUse(ctx.db, SipServerId)) ?? new ApiError(409, errors.conflict) },
    );
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },

  async GetSipDevices(input, ctx) {
    const companyId = companyFilterOf(ctx, input.CompanyId);
    if (companyId === false) return { items: [], total: 0 };
    const page = await preparedListPage(ctx.db, input, deviceList, deviceSelects, {
      filters: {
        companyId: [sipDevices.companyId, companyId],
        id: [sipDevices.id, input.SipDeviceId],
        serverId: [sipDevices.serverId, input.ServerId],
        addressId: [sipDevices.addressId, input.AddressId],
        openMethod: [sipDevices.openMethod, input.OpenMethod],
      },
    });
    return { items: page.items.map(toDeviceRow), total: page.total };
  },

  GetSipDevice({ SipDeviceId }, ctx) {
    return deviceRecord(ctx, SipDeviceId);
  },

  async RegisterSipDevice(input, ctx) {
    const companyId = companyOf(ctx);
    await checkReferences(ctx.db, companyId, input);
    const configuration = configurationToStore(input.Configuration);
    const [created] = await unlessDuplicate(
      ctx.db
        .insert(sipDevices)
        .values({
          companyId,
          name: input.Name,
          serverId: input.ServerId,
          addressId: input.AddressId ?? null,
          openMethod: input.OpenMethod,
          dtmfOpenCommand: input.DtmfOpenCommand ?? null,
          description: input.Description ?? null,
          configuration,
        })
        .returning({ id: sipDevices.id }),
    );
    return created;
  },

  async EditSipDevice(input, ctx) {
    const [stored] = await ctx.db
      .select({
        companyId: sipDevices.companyId,
        configuration: sipDevices.configuration,
        dtmfOpenCommand: sipDevices.dtmfOpenCommand,
      })
      .from(sipDevices)
      .where(deviceInScope(ctx, input.SipDeviceId));
    if (!stored) throw new ApiError(404, errors.notFound);
    // The server and address are the device's company's, whichever area edits it.
    await checkReferences(ctx.db, stored.companyId, input);
    refuseDtmfMismatch(input, stored);
    // Only what was sent changes: undefined leaves a column alone, null clears it.
    const changes = givenColumns({
      name: input.Name,
      serverId: input.ServerId,
      addressId: input.AddressId,
      openMethod: input.OpenMethod,
      dtmfOpenCommand: input.DtmfOpenCommand,
      description: input.Description,
      configuration:
        input.Configuration === undefined ? undefined : configurationToStore(input.Configuration, stored.configuration),
    });
    if (hasChanges(changes)) {
      await unlessDuplicate(ctx.db.update(sipDevices).set(changes).where(deviceInScope(ctx, input.SipDeviceId)));
    }
    return deviceRecord(ctx, input.SipDeviceId);
  },

  async DeleteSipDevice({ SipDeviceId }, ctx) {
    const deleted = await ctx.db
      .delete(sipDevices)
      .where(deviceInScope(ctx, SipDeviceId))
      .returning({ id: sipDevices.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof sipActions>;
