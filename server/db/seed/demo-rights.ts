import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AccessRightType } from '../../../contract/access-right';
import { plateKey } from '../../../contract/plate';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../open';
import {
  abonents,
  accessObjects,
  accessPerimeters,
  accessPoints,
  accessRights,
  addresses,
  guestPassPoints,
  guestPasses,
} from '../schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

interface RightSeed {
  name: string;
  phone?: string;
  type: AccessRightType;
  /** The display name of an object, perimeter or point of the company. */
  target: string;
  owner?: string;
  from?: number;
  to?: number;
  revokedDaysAgo?: number;
  car?: [model: string, number: string];
}

/** A courier's van, a cleaning crew, a builder's pass now over, a revoked contractor and a visit to come. */
const demoRights: RightSeed[] = [
  {
    name: 'Курьер «ВкусВилл»',
    phone: '79035550101',
    type: 'vehicle',
    target: 'Подземный паркинг',
    owner: 'Андреев Павел Сергеевич',
    car: ['Lada Largus', 'Е 217 КХ 750'],
    to: 60 * DAY_MS,
  },
  {
    name: 'Клининг «Чистый дом»',
    phone: '79165550202',
    type: 'temporary',
    target: 'Закрытый двор',
    from: -10 * DAY_MS,
    to: 20 * DAY_MS,
  },
  { name: 'Мастер по домофонам', phone: '79265550303', type: 'permanent', target: 'ЖК «Северный квартал»' },
  { name: 'Бригада ремонта подъезда', type: 'temporary', target: 'Корпус 1', from: -40 * DAY_MS, to: -5 * DAY_MS },
  {
    name: 'Подрядчик «СтройЛифт»',
    phone: '79855550404',
    type: 'permanent',
    target: 'Лифт на −1 этаж',
    revokedDaysAgo: 3,
  },
  {
    name: 'Гость Белова Н. И.',
    phone: '79095550505',
    type: 'guest',
    target: 'Калитка со стороны Лесной',
    owner: 'Белова Наталья Игоревна',
    from: 2 * DAY_MS,
    to: 2 * DAY_MS + 6 * HOUR_MS,
  },
  {
    name: 'Такси «Комфорт»',
    type: 'vehicle',
    target: 'Въездные ворота',
    car: ['Škoda Octavia', 'А 001 МР 77'],
    from: -HOUR_MS,
    to: 5 * HOUR_MS,
  },
];

/** Access rights and guest links of the company, so that their screens and who-can-pass show real answers. */
export async function seedDemoRights(tx: Transaction, companyId: string): Promise<void> {
  const names = [...new Set(demoRights.map((right) => right.target))];
  // One after another: a transaction is one connection, on which pg warns of a query sent while another
  // is still running (deprecated; pg 9 refuses it).
  const objects = await tx
    .select({ id: accessObjects.id, name: accessObjects.displayName })
    .from(accessObjects)
    .where(and(eq(accessObjects.companyId, companyId), inArray(accessObjects.displayName, names)));
  const perimeters = await tx
    .select({ id: accessPerimeters.id, name: accessPerimeters.displayName })
    .from(accessPerimeters)
    .where(and(eq(accessPerimeters.companyId, companyId), inArray(accessPerimeters.displayName, names)));
  const points = await tx
    .select({ id: accessPoints.id, name: accessPoints.displayName })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyId));
  const people = await tx
    .select({ id: abonents.id, name: abonents.name })
    .from(abonents)
    .where(eq(abonents.companyId, companyId));
  const [address] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .limit(1);
  const idOf = (rows: { id: string; name: string }[], name: string) =>
    rows.find((row) => row.name === name)?.id ?? null;
  const rights = demoRights.flatMap((right) => {
    const target = {
      accessObjectId: idOf(objects, right.target),
      accessPerimeterId: idOf(perimeters, right.target),
      accessPointId: idOf(points, right.target),
    };
    const [first] = Object.entries(target).filter(([, id]) => id);
    if (!first) return [];
    return [
      {
        companyId,
        name: right.name,
        phone: right.phone ?? null,
        type: right.type,
        accessObjectId: null,
        accessPerimeterId: null,
        accessPointId: null,
        [first[0]]: first[1],
        ownerId: right.owner ? idOf(people, right.owner) : null,
        addressId: right.owner ? (address?.id ?? null) : null,
        activeFrom: right.from === undefined ? null : at(right.from),
        activeTo: right.to === undefined ? null : at(right.to),
        revokedAt: right.revokedDaysAgo === undefined ? null : at(-right.revokedDaysAgo * DAY_MS),
        carModel: right.car?.[0] ?? null,
        carNumber: right.car?.[1] ?? null,
        carNumberKey: right.car ? plateKey(right.car[1]) : null,
      },
    ];
  });
  if (rights.length > 0) await tx.insert(accessRights).values(rights);

  // Guest links whose tokens nobody holds (only a hash is kept): a visit under way and one used up.
  const doors = ['Калитка со стороны Лесной', 'Въездные ворота']
    .map((name) => idOf(points, name))
    .filter((id): id is string => !!id);
  if (doors.length === 0) return;
  const passes = await tx
    .insert(guestPasses)
    .values([
      {
        companyId,
        name: 'Гость Ирина (к Андрееву П. С.)',
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        validFrom: at(-2 * HOUR_MS),
        validTo: at(22 * HOUR_MS),
        maxUses: 4,
        uses: 1,
      },
      {
        companyId,
        name: 'Доставка мебели',
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        validFrom: at(-3 * DAY_MS),
        validTo: at(4 * DAY_MS),
        maxUses: 2,
        uses: 2,
      },
    ])
    .returning({ id: guestPasses.id });
  await tx
    .insert(guestPassPoints)
    .values(passes.flatMap((pass) => doors.map((accessPointId) => ({ guestPassId: pass.id, accessPointId }))));
}
