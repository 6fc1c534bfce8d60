import { aliasedTable, and, count, eq, sql } from 'drizzle-orm';
import {
  type ControllerRecord,
  type ControllerRef,
  type controllerActions,
  controllerMessages,
  type controllerSortFields,
} from '../../contract/controller';
import { errors, withArgs } from '../../contract/messages';
import { asRecord } from '../db/rows';
import { givenColumns, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { controllers } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { deviceStatus, hasDeviceStatus, isoOrNull } from '../protocol/device-status';
import { type ListSpec, listPage } from '../protocol/list';
import { assertRecordOwned, assertReferenceOwned } from '../protocol/ownership';
import { issueDeviceToken, revokeDeviceToken } from '../devices/tokens';

const backside = aliasedTable(controllers, 'backside');

/** The controllers whose backside the row is, by secure ID: what keeps it from being deleted. */
const backsideOf = sql<ControllerRef[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'secureId', f.secure_id, 'installationLocation', f.installation_location) order by f.secure_id)
  from controllers f where f.backside_controller_id = ${qualified(controllers.id)}
), '[]'::json)`;

const recordColumns = {
  id: controllers.id,
  secureId: controllers.secureId,
  installationLocation: controllers.installationLocation,
  controllerPhoneNumber: controllers.phoneNumber,
  installationDate: controllers.installationDate,
  comment: controllers.comment,
  backsideControllerId: controllers.backsideControllerId,
  backsideSecureId: backside.secureId,
  backsideOf,
  status: deviceStatus(controllers.lastSeenAt),
  lastSeenAt: controllers.lastSeenAt,
  tokenIssuedAt: controllers.tokenIssuedAt,
  createdAt: controllers.createdAt,
};

type Row = Omit<ControllerRecord, 'lastSeen' | 'tokenIssued' | 'created'> & {
  lastSeenAt: Date | null;
  tokenIssuedAt: Date | null;
  createdAt: Date;
};

const toRecord = (row: Row): ControllerRecord =>
  asRecord(row, {
    lastSeen: isoOrNull(row.lastSeenAt),
    tokenIssued: isoOrNull(row.tokenIssuedAt),
    created: row.createdAt.toISOString(),
  });

const controllerList: ListSpec<(typeof controllerSortFields)[number]> = {
  sortable: {
    secureId: controllers.secureId,
    installationLocation: controllers.installationLocation,
    installationDate: controllers.installationDate,
    lastSeen: controllers.lastSeenAt,
    created: controllers.createdAt,
  },
  defaultSort: 'secureId',
  searchable: [controllers.secureId, controllers.installationLocation],
  phone: controllers.phoneNumber,
  tieBreaker: controllers.id,
};

const recordQuery = (db: Database) =>
  db
    .select(recordColumns)
    .from(controllers)
    .leftJoin(backside, eq(backside.id, controllers.backsideControllerId))
    .$dynamic();

const ofCompany = (controllerId: string, companyId: string) =>
  and(eq(controllers.id, controllerId), eq(controllers.companyId, companyId));

async function readController(db: Database, controllerId: string, companyId: string): Promise<ControllerRecord> {
  const [row] = await recordQuery(db).where(ofCompany(controllerId, companyId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/**
 * The controllers whose backside chain reaches `controllerId`: it, its fronts (those whose backside it
 * is), their fronts, and so on, each with the secure IDs from it back to `controllerId`. None of them may
 * become its backside: the chain would loop. A row already on the path is not followed again, so even a
 * loop stored somehow cannot run on.
 */
const chainTo = (controllerId: string, companyId: string) => sql`
  with recursive chain (id, ids, path) as (
    select id, array[id], array[secure_id] from controllers where id = ${controllerId} and company_id = ${companyId}
    union all
    select c.id, chain.ids || c.id, chain.path || c.secure_id
      from controllers c join chain on c.backside_controller_id = chain.id
      where not c.id = any (chain.ids)
  )`;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Refuses a backside that would make a loop: one whose own backside chain leads to this controller. The
 * message names the loop: this controller, the chosen backside, its backside… back to this one.
 */
async function assertNoLoop(db: Database, controllerId: string, companyId: string, backsideId: string) {
  const [found] = rowsOf<{ path: string[] }>(
    await db.execute(sql`${chainTo(controllerId, companyId)} select path from chain where id = ${backsideId} limit 1`),
  );
  if (!found) return;
  const loop = [found.path[0], ...[...found.path].reverse()].join(' → ');
  throw new ApiError(400, errors.invalidParams, {
    BacksideControllerId: withArgs(controllerMessages.backsideCycle, { chain: loop }),
  });
}

const secureIdTaken = () => new ApiError(409, errors.conflict, { SecureId: controllerMessages.secureIdTaken });
const backsideRefusal = { param: 'BacksideControllerId', message: controllerMessages.unknownBackside };

/** At most this many controllers are named; the message counts them all. */
const NAMED_CONTROLLERS = 5;

/** Why a controller may not go: the controllers that have it as their backside, as a 409 naming them. */
async function inUseRefusal(db: Database, controllerId: string): Promise<ApiError> {
  const fronts = await db
    .select({ secureId: controllers.secureId })
    .from(controllers)
    .where(eq(controllers.backsideControllerId, controllerId))
    .orderBy(controllers.secureId);
  return new ApiError(
    409,
    withArgs(controllerMessages.isBackside, {
      controllers: fronts
        .slice(0, NAMED_CONTROLLERS)
        .map((front) => front.secureId)
        .join(', '),
      smart_count: fronts.length,
    }),
  );
}

/**
 * One company's backside changes at a time: a loop needs two edits, each of which alone is none (A→B
 * while B→A is saved), and both must see each other's result.
 */
const lockCompanyBacksides = (db: Database, companyId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('controllers-backside'), hashtext(${companyId}))`);

export const controllerHandlers = {
  async GetControllers(input, ctx) {
    const companyId = companyOf(ctx);
    const page = await listPage(ctx.db, input, controllerList, {
      rows: recordQuery(ctx.db),
      count: ctx.db.select({ total: count() }).from(controllers).$dynamic(),
      scope: and(
        eq(controllers.companyId, companyId),
        input.ControllerId ? eq(controllers.id, input.ControllerId) : undefined,
        hasDeviceStatus(controllers.lastSeenAt, input.Status),
        input.BacksideFor
          ? // Only for one of the company's controllers: another company's has no candidates here.
            sql`exists (select 1 from controllers b where b.id = ${input.BacksideFor} and b.company_id = ${companyId})
              and ${qualified(controllers.id)} not in (${chainTo(input.BacksideFor, companyId)} select id from chain)`
          : undefined,
      ),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddController(params, ctx) {
    const companyId = companyOf(ctx);
    // A new controller has no fronts yet: any other controller of the company can be its backside.
    await assertReferenceOwned(ctx.db, controllers, companyId, params.BacksideControllerId, backsideRefusal);
    const [created] = await answerConstraints(
      ctx.db
        .insert(controllers)
        .values({
          companyId,
          secureId: params.SecureId,
          installationLocation: params.InstallationLocation,
          phoneNumber: params.ControllerPhoneNumber,
          installationDate: params.InstallationDate,
          comment: params.Comment,
          backsideControllerId: params.BacksideControllerId,
        })
        .returning({ id: controllers.id }),
      { unique: secureIdTaken },
    );
    return created;
  },

  async EditController(params, ctx) {
    const companyId = companyOf(ctx);
    const { ControllerId, BacksideControllerId } = params;
    if (BacksideControllerId) {
      if (BacksideControllerId === ControllerId) {
        throw new ApiError(400, errors.invalidParams, { BacksideControllerId: controllerMessages.backsideSelf });
      }
      await assertReferenceOwned(ctx.db, controllers, companyId, BacksideControllerId, backsideRefusal);
      await lockCompanyBacksides(ctx.db, companyId);
      await assertNoLoop(ctx.db, ControllerId, companyId, BacksideControllerId);
    }
    const changes = givenColumns({
      secureId: params.SecureId,
      installationLocation: params.InstallationLocation,
      phoneNumber: params.ControllerPhoneNumber,
      installationDate: params.InstallationDate,
      comment: params.Comment,
      backsideControllerId: BacksideControllerId,
    });
    if (hasChanges(changes)) {
      const updated = await answerConstraints(
        ctx.db
          .update(controllers)
          .set(changes)
          .where(ofCompany(ControllerId, companyId))
          .returning({ id: controllers.id }),
        { unique: secureIdTaken },
      );
      if (updated.length === 0) throw new ApiError(404, errors.notFound);
    }
    return readController(ctx.db, ControllerId, companyId);
  },

  async DeleteController({ ControllerId }, ctx) {
    const companyId = companyOf(ctx);
    const deleted = await answerConstraints(
      // In a savepoint: a refused delete would leave the Action's (audited) transaction unusable for the
      // look-up that says why.
      ctx.db.transaction((tx) =>
        tx.delete(controllers).where(ofCompany(ControllerId, companyId)).returning({ id: controllers.id }),
      ),
      { foreignKey: () => inUseRefusal(ctx.db, ControllerId) },
    );
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },

  async IssueControllerToken({ ControllerId }, ctx) {
    const token = await issueDeviceToken(ctx.db, 'controller', companyOf(ctx), ControllerId);
    if (!token) throw new ApiError(404, errors.notFound);
    return { token };
  },

  async RevokeControllerToken({ ControllerId }, ctx) {
    const companyId = companyOf(ctx);
    await assertRecordOwned(ctx.db, controllers, companyId, ControllerId);
    await revokeDeviceToken(ctx.db, 'controller', companyId, ControllerId);
    return {};
  },
} satisfies HandlersOf<typeof controllerActions>;
