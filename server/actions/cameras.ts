import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  type CameraRecord,
  type cameraActions,
  cameraMessages,
  type cameraSortFields,
  sameCameraAddress,
} from '../../contract/camera';
import { errors } from '../../contract/messages';
import { deniedLinkField, probeLink, refuseFields, takeLinkCheck } from '../cameras/link-check';
import { cameraSecretKey, openSecret, sealSecret, UnreadableSecretError } from '../cameras/secrets';
import { asRecord } from '../db/rows';
import { givenColumns, hasChanges } from '../db/changes';
import type { Database } from '../db/open';
import { cameraChecks, cameras, companies } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyCondition, companyFilterOf, companyOf, type HandlersOf } from '../protocol/context';
import { type ListSelects, type ListSpec, preparedListPage } from '../protocol/list';

/** What the console may see of a camera: everything but the sealed password, and whether there is one. */
const recordColumns = {
  id: cameras.id,
  uuid: cameras.uuid,
  name: cameras.name,
  login: cameras.login,
  hasPassword: sql<boolean>`${cameras.passwordEncrypted} is not null`,
  link: cameras.link,
  companyId: cameras.companyId,
  serviceCompany: companies.name,
  status: cameras.status,
  offlineReason: cameras.offlineReason,
  checkedAt: cameras.checkedAt,
  createdAt: cameras.createdAt,
};

type RecordRow = Omit<CameraRecord, 'checked' | 'created'> & { checkedAt: Date | null; createdAt: Date };

const toRecord = (row: RecordRow): CameraRecord =>
  asRecord(row, { checked: row.checkedAt?.toISOString() ?? null, created: row.createdAt.toISOString() });

const cameraList: ListSpec<(typeof cameraSortFields)[number]> = {
  sortable: {
    name: cameras.name,
    link: cameras.link,
    status: cameras.status,
    checked: cameras.checkedAt,
    created: cameras.createdAt,
  },
  defaultSort: 'name',
  searchable: [cameras.name, cameras.link],
  tieBreaker: cameras.id,
};

/** The camera, within the session's scope: a company session's own cameras, a platform session's any. */
const inScope = (ctx: ActionContext, cameraId: string) =>
  and(eq(cameras.id, cameraId), companyCondition(ctx, cameras.companyId));

const cameraSelects: ListSelects<ReturnType<typeof selectCameras>> = {
  rows: (db) => selectCameras(db),
  count: (db) => db.select({ total: count() }).from(cameras).$dynamic(),
};

function selectCameras(db: Database) {
  return db.select(recordColumns).from(cameras).innerJoin(companies, eq(companies.id, cameras.companyId)).$dynamic();
}

/** Reads a camera of the scope as the console sees it; another company's is not found. */
async function readCamera(ctx: ActionContext, cameraId: string): Promise<CameraRecord> {
  const [row] = await ctx.db
    .select(recordColumns)
    .from(cameras)
    .innerJoin(companies, eq(companies.id, cameras.companyId))
    .where(inScope(ctx, cameraId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** A password as stored: sealed for this one camera under the server key. */
async function seal(ctx: ActionContext, password: string, cameraId: string): Promise<string> {
  return sealSecret(await cameraSecretKey(ctx.db, ctx.settings.cameraSecretKey), password, cameraId);
}

export const cameraHandlers = {
  async GetCameras(input, ctx) {
    const companyId = companyFilterOf(ctx, input.CompanyId);
    if (companyId === false) return { items: [], total: 0 };
    const page = await preparedListPage(ctx.db, input, cameraList, cameraSelects, {
      filters: {
        companyId: [cameras.companyId, companyId],
        id: [cameras.id, input.CameraId],
        status: [cameras.status, input.Status],
      },
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddCamera({ Name, Login, Password, CameraIp }, ctx) {
    const companyId = companyOf(ctx);
    refuseFields(deniedLinkField(ctx, 'CameraIp', CameraIp));
    // The id is chosen here: the sealed password is bound to it.
    const id = randomUUID();
    await ctx.db.insert(cameras).values({
      id,
      companyId,
      name: Name,
      login: Login || null,
      passwordEncrypted: Password ? await seal(ctx, Password, id) : null,
      link: CameraIp,
    });
    return { id };
  },

  async UpdateCamera({ CameraId, Name, Login, Password, CameraIp }, ctx) {
    const [current] = await ctx.db
      .select({ link: cameras.link, passwordEncrypted: cameras.passwordEncrypted })
      .from(cameras)
      .where(inScope(ctx, CameraId));
    if (!current) throw new ApiError(404, errors.notFound);
    const linkChanged = CameraIp !== undefined && CameraIp !== current.link;
    // A stored password belongs to the address it was entered for: moving the camera elsewhere without
    // it again would hand it to whoever is at the new address.
    const keepsPasswordElsewhere =
      linkChanged && !Password && current.passwordEncrypted !== null && !sameCameraAddress(current.link, CameraIp);
    refuseFields({
      ...(linkChanged && deniedLinkField(ctx, 'CameraIp', CameraIp)),
      ...(keepsPasswordElsewhere && { Password: cameraMessages.passwordForNewAddress }),
    });
    const changes = givenColumns({
      name: Name,
      // Absent keeps the login; empty or null clears it.
      login: Login === undefined ? undefined : Login || null,
      // Absent or empty keeps the password: the form never shows it, so empty means "not retyped".
      passwordEncrypted: Password ? await seal(ctx, Password, CameraId) : undefined,
      // The last status was that of the old address.
      link: linkChanged ? CameraIp : undefined,
      status: linkChanged ? null : undefined,
      offlineReason: linkChanged ? null : undefined,
      checkedAt: linkChanged ? null : undefined,
    });
    if (hasChanges(changes)) {
      const updated = await ctx.db
        .update(cameras)
        .set(changes)
        .where(
          and(
            inScope(ctx, CameraId),
            // What the password rule above was decided on must still hold: another save in between
            // could have changed the link or stored a password for the old address.
            linkChanged ? eq(cameras.link, current.link) : undefined,
            linkChanged && !Password
              ? current.passwordEncrypted === null
                ? isNull(cameras.passwordEncrypted)
                : eq(cameras.passwordEncrypted, current.passwordEncrypted)
              : undefined,
          ),
        )
        .returning({ id: cameras.id });
      if (updated.length === 0) throw new ApiError(409, errors.conflict);
    }
    return readCamera(ctx, CameraId);
  },

  async DeleteCamera({ CameraId }, ctx) {
    const deleted = await ctx.db.delete(cameras).where(inScope(ctx, CameraId)).returning({ id: cameras.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },

  async CheckCameraStatus({ CameraId }, ctx) {
    const [camera] = await ctx.db
      .select({ link: cameras.link, passwordEncrypted: cameras.passwordEncrypted, companyId: cameras.companyId })
      .from(cameras)
      .where(inScope(ctx, CameraId));
    if (!camera) throw new ApiError(404, errors.notFound);
    // The checks a minute are counted per camera's company, whoever asks.
    await takeLinkCheck(ctx, camera.companyId);

    // The check never sends the password, but this is where an administrator learns that the stored one
    // became useless (CAMERA_SECRET_KEY changed) and must be entered again.
    if (camera.passwordEncrypted) {
      try {
        openSecret(await cameraSecretKey(ctx.db, ctx.settings.cameraSecretKey), camera.passwordEncrypted, CameraId);
      } catch (error) {
        if (!(error instanceof UnreadableSecretError)) throw error;
        ctx.log.warn({ cameraId: CameraId, reason: error.message }, 'camera password unreadable');
        throw new ApiError(409, errors.cameraPasswordUnreadable);
      }
    }

    // A link the server may not connect to: for the administrator it is offline, and the reason says why
    // it cannot be checked (a host name that resolves to loopback, say).
    const result = await probeLink(ctx, camera.link, { cameraId: CameraId });
    const checkedAt = new Date();
    // The status and the check kept for the doors' timelines, together (a read Action runs outside the
    // trail's transaction, and the trail skips the status columns anyway).
    await ctx.db.transaction(async (tx) => {
      const recorded = await tx
        .update(cameras)
        .set({ status: result.status, offlineReason: result.offlineReason, checkedAt })
        // Not when the link changed meanwhile: the result is the old address's.
        .where(and(inScope(ctx, CameraId), eq(cameras.link, camera.link)))
        .returning({ id: cameras.id });
      if (recorded.length > 0)
        await tx.insert(cameraChecks).values({
          cameraId: CameraId,
          companyId: camera.companyId,
          checkedAt,
          status: result.status,
          offlineReason: result.offlineReason,
        });
    });
    ctx.log.info(
      { cameraId: CameraId, status: result.status, offlineReason: result.offlineReason, detail: result.detail },
      'camera status checked',
    );
    return {
      id: CameraId,
      status: result.status,
      offlineReason: result.offlineReason,
      checked: checkedAt.toISOString(),
    };
  },
} satisfies HandlersOf<typeof cameraActions>;
