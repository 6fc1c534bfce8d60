import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PasserRecord, PassReason, accessRightActions } from '../../contract/access-right';
import { type DoorCredential, credentialVerdict } from '../../contract/credentials';
import { errors } from '../../contract/messages';
import { type PointPlace, abonentZonePath, coversPoint, pointPlace, targetPath } from '../access/tree';
import type { Database } from '../db/open';
import { abonentKeys, abonents, accessRights, doorCredentials, guestPassPoints, guestPasses } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';

/**
 * Who can pass an access point at a moment, and why (issue 16): every access right and guest pass
 * that covers the point in a period holding that moment, and every abonent whose credentials the point's
 * devices hold (server/sync: the same set), each judged as the door judges it at that moment. Each
 * answer says whether that person passes and gives the reasons as translation keys, so the console
 * tells the story in either language.
 */

/** The most abonents listed for one point: a whole complex's residents are still one answer. */
const MAX_ABONENTS = 1_000;

const why = (key: string, args: PassReason['args'] = {}): PassReason => ({
  key: `resources.access_rights.why.${key}`,
  args,
});

const targetOf = {
  object: qualified(accessRights.accessObjectId),
  perimeter: qualified(accessRights.accessPerimeterId),
  point: qualified(accessRights.accessPointId),
};

/** A moment as a parameter of a query. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

async function rightsAt(db: Database, companyId: string, place: PointPlace, at: Date): Promise<PasserRecord[]> {
  const rights = await db
    .select({
      id: accessRights.id,
      name: accessRights.name,
      phone: accessRights.phone,
      type: accessRights.type,
      target: targetPath(targetOf),
      activeTo: accessRights.activeTo,
      revokedAt: accessRights.revokedAt,
      carNumber: accessRights.carNumber,
    })
    .from(accessRights)
    .where(
      and(
        eq(accessRights.companyId, companyId),
        coversPoint(targetOf, sql`${place.id}::uuid`),
        sql`(${accessRights.activeFrom} is null or ${accessRights.activeFrom} <= ${instant(at)})`,
        sql`(${accessRights.activeTo} is null or ${accessRights.activeTo} > ${instant(at)})`,
      ),
    )
    .orderBy(accessRights.name, accessRights.id);
  return rights.map((right) => {
    const revoked = right.revokedAt !== null && right.revokedAt <= at;
    return {
      id: `right:${right.id}`,
      kind: 'right',
      name: right.name,
      phone: right.phone,
      carNumber: right.carNumber,
      recordId: right.id,
      passes: !revoked,
      reasons: [
        why(`right.${right.type}`, { target: right.target }),
        revoked
          ? why('revoked', { at: right.revokedAt!.toISOString() })
          : right.activeTo
            ? why('until', { at: right.activeTo.toISOString() })
            : why('noEnd'),
      ],
    };
  });
}

async function guestPassesAt(db: Database, companyId: string, place: PointPlace, at: Date): Promise<PasserRecord[]> {
  const passes = await db
    .select({
      id: guestPasses.id,
      name: guestPasses.name,
      validTo: guestPasses.validTo,
      uses: guestPasses.uses,
      maxUses: guestPasses.maxUses,
      revokedAt: guestPasses.revokedAt,
    })
    .from(guestPasses)
    .innerJoin(guestPassPoints, eq(guestPassPoints.guestPassId, guestPasses.id))
    .where(
      and(
        eq(guestPasses.companyId, companyId),
        eq(guestPassPoints.accessPointId, place.id),
        sql`${guestPasses.validFrom} <= ${instant(at)} and ${guestPasses.validTo} > ${instant(at)}`,
      ),
    )
    .orderBy(guestPasses.name, guestPasses.id);
  return passes.map((pass) => {
    const revoked = pass.revokedAt !== null && pass.revokedAt <= at;
    const usedUp = pass.uses >= pass.maxUses;
    return {
      id: `guestPass:${pass.id}`,
      kind: 'guestPass',
      name: pass.name,
      phone: null,
      carNumber: null,
      recordId: pass.id,
      passes: !revoked && !usedUp,
      reasons: [
        why('guestPass', { at: pass.validTo.toISOString(), left: pass.maxUses - pass.uses }),
        ...(revoked ? [why('revoked', { at: pass.revokedAt!.toISOString() })] : usedUp ? [why('usedUp')] : []),
      ],
    };
  });
}

/** The perimeter (nearest first) that refuses keys of this type at the point, if any. */
const restrictionOf = (place: PointPlace, keyType: 'permanent' | 'temporary') =>
  place.perimeters.find((perimeter) =>
    keyType === 'permanent' ? perimeter.restrictPermanent : perimeter.restrictTemporary,
  );

/**
 * The abonents whose credentials are in the point's set (door_credentials: what its devices hold), each
 * credential judged at the moment as the door judges it (credentialVerdict). An abonent passes when one of
 * their credentials opens; one without an access zone has no credential, so is not listed.
 */
async function abonentsAt(
  db: Database,
  companyId: string,
  place: PointPlace,
  at: Date,
  clock: string,
): Promise<PasserRecord[]> {
  const held = await db
    .select({ abonentId: doorCredentials.abonentId, credential: doorCredentials.credential })
    .from(doorCredentials)
    .where(and(eq(doorCredentials.accessPointId, place.id), eq(doorCredentials.companyId, companyId)))
    .orderBy(doorCredentials.credentialId);
  const point = held.find((row) => row.credential.kind === 'point')?.credential;
  if (point?.kind !== 'point') return [];
  const byAbonent = new Map<string, DoorCredential[]>();
  for (const row of held)
    if (row.abonentId) byAbonent.set(row.abonentId, [...(byAbonent.get(row.abonentId) ?? []), row.credential]);
  if (byAbonent.size === 0) return [];
  const people = await db
    .select({
      id: abonents.id,
      name: abonents.name,
      phone: abonents.phoneNumber,
      cars: abonents.cars,
      accessFrom: abonents.accessFrom,
      accessUntil: abonents.accessUntil,
      zone: abonentZonePath,
      keyTitles: sql<Record<string, string>>`(select coalesce(jsonb_object_agg(k.id, k.title), '{}')
        from ${abonentKeys} k where k.abonent_id = ${qualified(abonents.id)})`,
    })
    .from(abonents)
    .where(and(eq(abonents.companyId, companyId), inArray(abonents.id, [...byAbonent.keys()])))
    .orderBy(abonents.name, abonents.id)
    .limit(MAX_ABONENTS);

  return people.map((person) => {
    const reasons = [why('zone', { zone: person.zone ?? '' })];
    let opens = false;
    let cards = 0;
    for (const credential of byAbonent.get(person.id) ?? []) {
      if (credential.kind === 'point') continue;
      const verdict = credentialVerdict(credential, point, at, clock);
      if (verdict === 'outsidePeriod') continue;
      if (credential.kind === 'mobileKey') {
        const title = person.keyTitles[credential.value] ?? credential.value;
        const keyType = credential.keyType ?? 'permanent';
        if (verdict === 'keyTypeRefused')
          reasons.push(
            why(`restricted.${keyType}`, { key: title, perimeter: restrictionOf(place, keyType)?.name ?? '' }),
          );
        else
          reasons.push(
            keyType === 'temporary'
              ? why('key.temporary', { key: title, at: credential.until ?? '' })
              : why('key.permanent', { key: title }),
          );
      } else if (credential.kind === 'card') cards += 1;
      else if (credential.kind === 'phone') reasons.push(why('phone', { phone: credential.value }));
      else if (credential.kind === 'digitalKey') reasons.push(why('digitalKey', { key: credential.value }));
      else reasons.push(why('plate', { plate: credential.value }));
      opens ||= verdict === 'opens';
    }
    if (cards > 0) reasons.push(why('cards', { smart_count: cards }));
    const hours =
      person.accessFrom && person.accessUntil ? { start: person.accessFrom, end: person.accessUntil } : undefined;
    if (hours) {
      const inHours = hours.start <= clock && clock < hours.end;
      reasons.push(why(inHours ? 'hours' : 'outsideHours', hours));
    }
    if (!opens && reasons.length === 1) reasons.push(why('noMeans'));
    return {
      id: `abonent:${person.id}`,
      kind: 'abonent',
      name: person.name,
      phone: person.phone,
      carNumber: person.cars.map((car) => car.number).join(', ') || null,
      recordId: person.id,
      passes: opens,
      reasons,
    };
  });
}

export const whoCanPassHandlers = {
  async GetWhoCanPass({ AccessPointId, At }, ctx) {
    const companyId = companyOf(ctx);
    const place = await pointPlace(ctx.db, companyId, AccessPointId);
    if (!place) throw new ApiError(404, errors.notFound);
    const at = new Date(At);
    const [rights, passes, people] = await Promise.all([
      rightsAt(ctx.db, companyId, place, at),
      guestPassesAt(ctx.db, companyId, place, at),
      abonentsAt(ctx.db, companyId, place, at, At.slice(11, 16)),
    ]);
    // Those who pass first; within each, rights, guests, then abonents, as the queries ordered them.
    const items = [...rights, ...passes, ...people].sort((a, b) => Number(b.passes) - Number(a.passes));
    return { point: place.path, items };
  },
} satisfies HandlersOf<Pick<typeof accessRightActions, 'GetWhoCanPass'>>;
