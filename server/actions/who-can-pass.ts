import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PasserRecord, PassReason, accessRightActions } from '../../contract/access-right';
import { workingKeyStatuses } from '../../contract/key-status';
import { errors } from '../../contract/messages';
import { type PointPlace, coversPoint, pointPlace, targetPath } from '../access/tree';
import type { Database } from '../db/open';
import { abonentCodes, abonentKeys, abonents, accessRights, guestPassPoints, guestPasses } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { perimeterPath } from './access-zones';

/**
 * Who can pass an access point at a moment, and why (issue 16): every access right and guest pass
 * that covers the point in a period holding that moment, and every abonent whose access zone covers it
 * (with the keys and cards that work then, the perimeters' key restrictions and the daily hours). Each
 * answer says whether that person passes and gives the reasons as translation keys, so the console
 * tells the story in either language.
 */

/** The most abonents listed for one point: a whole complex's residents are still one answer. */
const MAX_ABONENTS = 1_000;

const why = (key: string, args: PassReason['args'] = {}): PassReason => ({
  key: `resources.access_rights.why.${key}`,
  args,
});

/** The minutes of the day of an ISO instant as written (its own offset): the clock the person read. */
const minuteOfDay = (at: string) => Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

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

async function abonentsAt(
  db: Database,
  companyId: string,
  place: PointPlace,
  at: Date,
  minute: number,
): Promise<PasserRecord[]> {
  const perimeterIds = place.perimeters.map((perimeter) => perimeter.id);
  const people = await db
    .select({
      id: abonents.id,
      name: abonents.name,
      phone: abonents.phoneNumber,
      cars: abonents.cars,
      accessFrom: abonents.accessFrom,
      accessUntil: abonents.accessUntil,
      zone: sql<string>`coalesce(${perimeterPath(qualified(abonents.accessPerimeterId))},
        (select o.display_name from access_objects o where o.id = ${abonents.accessObjectId}))`,
      codes: sql<number>`(select count(*)::int from ${abonentCodes} c where c.abonent_id = ${qualified(abonents.id)})`,
    })
    .from(abonents)
    .where(
      and(
        eq(abonents.companyId, companyId),
        perimeterIds.length > 0
          ? sql`(${abonents.accessObjectId} = ${place.accessObjectId} or ${inArray(abonents.accessPerimeterId, perimeterIds)})`
          : eq(abonents.accessObjectId, place.accessObjectId),
      ),
    )
    .orderBy(abonents.name, abonents.id)
    .limit(MAX_ABONENTS);
  if (people.length === 0) return [];
  const keys = await db
    .select({
      abonentId: abonentKeys.abonentId,
      title: abonentKeys.title,
      keyType: abonentKeys.keyType,
      validUntil: abonentKeys.validUntil,
    })
    .from(abonentKeys)
    .where(
      and(
        inArray(
          abonentKeys.abonentId,
          people.map((person) => person.id),
        ),
        inArray(abonentKeys.status, [...workingKeyStatuses]),
        sql`(${abonentKeys.keyType} = 'permanent' or (${abonentKeys.validFrom} <= ${instant(at)} and ${abonentKeys.validUntil} > ${instant(at)}))`,
      ),
    )
    .orderBy(abonentKeys.title);

  return people.map((person) => {
    const reasons = [why('zone', { zone: person.zone })];
    let means = 0;
    for (const key of keys.filter((candidate) => candidate.abonentId === person.id)) {
      const restricted = restrictionOf(place, key.keyType);
      if (restricted) reasons.push(why(`restricted.${key.keyType}`, { key: key.title, perimeter: restricted.name }));
      else {
        means += 1;
        reasons.push(
          key.keyType === 'temporary'
            ? why('key.temporary', { key: key.title, at: key.validUntil!.toISOString() })
            : why('key.permanent', { key: key.title }),
        );
      }
    }
    if (person.codes > 0) {
      means += 1;
      reasons.push(why('cards', { smart_count: person.codes }));
    }
    if (means === 0) reasons.push(why('noMeans'));
    const hours =
      person.accessFrom && person.accessUntil ? { start: person.accessFrom, end: person.accessUntil } : undefined;
    const inHours = !hours || (minutesOf(hours.start) <= minute && minute < minutesOf(hours.end));
    if (hours) reasons.push(why(inHours ? 'hours' : 'outsideHours', hours));
    return {
      id: `abonent:${person.id}`,
      kind: 'abonent',
      name: person.name,
      phone: person.phone,
      carNumber: person.cars.map((car) => car.number).join(', ') || null,
      recordId: person.id,
      passes: means > 0 && inHours,
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
      abonentsAt(ctx.db, companyId, place, at, minuteOfDay(At)),
    ]);
    // Those who pass first; within each, rights, guests, then abonents, as the queries ordered them.
    const items = [...rights, ...passes, ...people].sort((a, b) => Number(b.passes) - Number(a.passes));
    return { point: place.path, items };
  },
} satisfies HandlersOf<Pick<typeof accessRightActions, 'GetWhoCanPass'>>;
