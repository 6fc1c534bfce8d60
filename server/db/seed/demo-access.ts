import { eq } from 'drizzle-orm';
import { type AccessPointType, accessPointDefaults } from '../../../contract/access-point';
import type { Database } from '../open';
import { accessObjects, accessPerimeters, accessPoints, locks } from '../schema';
import { demoLock } from './demo-locks';

interface PointSeed {
  name: string;
  /** The pid of one of the company's locks. */
  lock: string;
  type?: AccessPointType;
  isLift?: boolean;
  isOpeningByPhone?: boolean;
  comment?: string;
}
interface PerimeterSeed {
  name: string;
  description?: string;
  restrictPassTemporaryKeys?: boolean;
  children?: PerimeterSeed[];
  points?: PointSeed[];
}
interface CompanySeed {
  /** pid, name and how they connect, of the locks the company may use. */
  locks: [string, string, string][];
  /** Perimeters by the display name of the company's access object. */
  trees: Record<string, PerimeterSeed[]>;
}

const entrance = (building: number, number: number, lock: string): PerimeterSeed => ({
  name: `Подъезд ${number}`,
  points: [{ name: `Дверь подъезда ${number}, корпус ${building}`, lock, type: 'entrance', isOpeningByPhone: true }],
});

/** The demo access trees: objects > perimeters (entrances, yards, parking) > child perimeters > points. */
const demoAccess: Record<string, CompanySeed> = {
  'УК «Северный квартал»': {
    locks: [
      ['SK-1001', 'Корпус 1, подъезд 1', 'BLE + GSM'],
      ['SK-1002', 'Корпус 1, подъезд 2', 'BLE + GSM'],
      ['SK-1003', 'Корпус 2, подъезд 1', 'BLE + GSM'],
      ['SK-1004', 'Корпус 2, подъезд 2', 'BLE + GSM'],
      ['SK-1005', 'Корпус 3, подъезд 1', 'BLE + GSM'],
      ['SK-2001', 'Калитка на Лесной', 'BLE + NFC'],
      ['SK-2002', 'Ворота во двор', 'GSM'],
      ['SK-3001', 'Шлагбаум, въезд в паркинг', 'GSM + Internet'],
      ['SK-3002', 'Шлагбаум, выезд из паркинга', 'GSM + Internet'],
      ['SK-3003', 'Лифт паркинга', 'BLE'],
      ['SK-4001', 'Новослободский, главный вход', 'BLE + NFC'],
      ['SK-4002', 'Новослободский, калитка', 'BLE'],
      ['SK-9001', 'Резервный замок', 'BLE + GSM'],
      ['SK-9002', 'Резервный замок', 'BLE'],
    ],
    trees: {
      'ЖК «Северный квартал»': [
        { name: 'Корпус 1', children: [entrance(1, 1, 'SK-1001'), entrance(1, 2, 'SK-1002')] },
        { name: 'Корпус 2', children: [entrance(2, 1, 'SK-1003'), entrance(2, 2, 'SK-1004')] },
        { name: 'Корпус 3', children: [entrance(3, 1, 'SK-1005')] },
        {
          name: 'Закрытый двор',
          description: 'Вход для жителей и гостей по приглашению',
          points: [
            { name: 'Калитка со стороны Лесной', lock: 'SK-2001', comment: 'Доводчик заменён в октябре' },
            { name: 'Въездные ворота', lock: 'SK-2002', type: 'entrance', isOpeningByPhone: true },
          ],
        },
        {
          name: 'Подземный паркинг',
          restrictPassTemporaryKeys: true,
          points: [
            { name: 'Шлагбаум, въезд', lock: 'SK-3001', type: 'entrance', isOpeningByPhone: true },
            { name: 'Шлагбаум, выезд', lock: 'SK-3002', type: 'exit' },
          ],
          children: [
            { name: 'Лифтовой холл паркинга', points: [{ name: 'Лифт на −1 этаж', lock: 'SK-3003', isLift: true }] },
          ],
        },
      ],
      'ЖК «Новослободский»': [
        {
          name: 'Холл',
          points: [{ name: 'Главный вход', lock: 'SK-4001', type: 'entrance', comment: 'Консьерж с 8:00 до 22:00' }],
        },
        { name: 'Калитка в Вадковском переулке', points: [{ name: 'Калитка', lock: 'SK-4002' }] },
        { name: 'Техническое помещение', description: 'Пока без замков' },
      ],
    },
  },
  'Riverside Property Management': {
    locks: [
      ['RV-0001', 'Riverside Quarter, main gate', 'BLE + GSM'],
      ['RV-0002', 'Wharf Road car park', 'GSM'],
    ],
    trees: {
      'Riverside Quarter': [{ name: 'Courtyard', points: [{ name: 'Main gate', lock: 'RV-0001', type: 'entrance' }] }],
      'Wharf Road Apartments': [
        { name: 'Car park', points: [{ name: 'Car park barrier', lock: 'RV-0002', type: 'entrance' }] },
      ],
    },
  },
};

/** Locks not yet given to any company (the platform's stock). */
const unassignedLocks: [string, string, string][] = [
  ['PL-0001', 'Склад: BLE-замок', 'BLE'],
  ['PL-0002', 'Склад: GSM-контроллер', 'GSM'],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds the demo locks and access trees (within the demo seed's transaction). */
export async function seedDemoAccess(db: Database, companyIds: Map<string, string>): Promise<void> {
  await db
    .insert(locks)
    .values(unassignedLocks.map(([pid, name, connects], index) => demoLock(pid, name, connects, index)));
  for (const [companyName, seed] of Object.entries(demoAccess)) {
    const companyId = companyIds.get(companyName);
    if (!companyId) throw new Error(`No demo company ${companyName}`);
    const lockRows = await db
      .insert(locks)
      .values(
        seed.locks.map(([pid, name, connects], index) => ({ ...demoLock(pid, name, connects, index), companyId })),
      )
      .returning({ id: locks.id, pid: locks.pid });
    const lockIds = new Map(lockRows.map((lock) => [lock.pid, lock.id]));
    const objects = await db
      .select({ id: accessObjects.id, displayName: accessObjects.displayName })
      .from(accessObjects)
      .where(eq(accessObjects.companyId, companyId));
    for (const object of objects) {
      await addPerimeters(db, seed.trees[object.displayName] ?? [], {
        companyId,
        accessObjectId: object.id,
        parentId: null,
        lockIds,
        seed,
      });
    }
  }
}

async function addPerimeters(
  db: Database,
  perimeters: PerimeterSeed[],
  place: {
    companyId: string;
    accessObjectId: string;
    parentId: string | null;
    lockIds: Map<string, string>;
    seed: CompanySeed;
  },
): Promise<void> {
  const { companyId, accessObjectId, parentId, lockIds, seed } = place;
  for (const perimeter of perimeters) {
    const [{ id }] = await db
      .insert(accessPerimeters)
      .values({
        companyId,
        accessObjectId,
        parentId,
        displayName: perimeter.name,
        description: perimeter.description ?? null,
        restrictPassTemporaryKeys: perimeter.restrictPassTemporaryKeys ?? false,
      })
      .returning({ id: accessPerimeters.id });
    if (perimeter.points?.length) {
      const { geoRestriction: _noGeoRestriction, keyUsage, ...defaults } = accessPointDefaults;
      await db.insert(accessPoints).values(
        perimeter.points.map((point) => ({
          ...defaults,
          keyRestrictions: keyUsage.restrictions,
          companyId,
          accessObjectId,
          perimeterId: id,
          lockId: lockIds.get(point.lock) ?? missingLock(point.lock),
          displayName: point.name,
          type: point.type ?? 'Default',
          isLift: point.isLift ?? false,
          isOpeningByPhone: point.isOpeningByPhone ?? false,
          comment: point.comment ?? null,
          createdAt: installedOn(point.lock, seed),
        })),
      );
    }
    await addPerimeters(db, perimeter.children ?? [], { ...place, parentId: id });
  }
}

/** Points were installed in the order of their locks, three weeks apart: the platform's list shows a history. */
const installedOn = (pid: string, seed: CompanySeed) =>
  new Date(Date.now() - (300 - seed.locks.findIndex(([lockPid]) => lockPid === pid) * 21) * DAY_MS);

const missingLock = (pid: string): never => {
  throw new Error(`No demo lock ${pid}`);
};
