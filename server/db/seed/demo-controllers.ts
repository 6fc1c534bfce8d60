import { randomUUID } from 'node:crypto';
import type { Database } from '../open';
import { controllers } from '../schema';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Demo controllers of the first and third demo companies (indexes into demoCompanies): entrances with a
 * controller on the street side and its backside in the hall, a car park barrier, a gate. None has called
 * the platform yet (never seen: offline) until it is given a token and calls. `backside` is an index into
 * this list.
 */
const demoControllers: {
  company: number;
  secureId: string;
  location: string;
  phone?: string;
  installedDaysAgo?: number;
  comment?: string;
  backside?: number;
}[] = [
  { company: 0, secureId: '4C1A00000000A101', location: 'Лесная, 12 — подъезд 1, холл', installedDaysAgo: 420 },
  {
    company: 0,
    secureId: '4C1A00000000A102',
    location: 'Лесная, 12 — подъезд 1, с улицы',
    phone: '79265550101',
    installedDaysAgo: 420,
    backside: 0,
  },
  {
    company: 0,
    secureId: '4C1A00000000A201',
    location: 'Лесная, 12 — подъезд 2, холл',
    installedDaysAgo: 410,
  },
  {
    company: 0,
    secureId: '4C1A00000000A202',
    location: 'Лесная, 12 — подъезд 2, с улицы',
    phone: '79265550102',
    installedDaysAgo: 410,
    backside: 2,
    comment: 'Заменён блок питания в марте',
  },
  {
    company: 0,
    secureId: '4C1A00000000B301',
    location: 'Паркинг — шлагбаум, въезд',
    phone: '79265550103',
    installedDaysAgo: 200,
    comment: 'Открывается также по звонку',
  },
  { company: 0, secureId: '4C1A00000000C401', location: 'Лесная, 14 — калитка детской площадки' },
  {
    company: 2,
    secureId: '7E2B00000000D101',
    location: 'Harbour Street — Entrance A, street side',
    phone: '447700900123',
    installedDaysAgo: 90,
  },
  {
    company: 2,
    secureId: '7E2B00000000D102',
    location: 'Harbour Street — Entrance A, lobby',
    installedDaysAgo: 90,
    backside: 6,
  },
];

export async function seedDemoControllers(db: Database, companyIds: string[]): Promise<void> {
  const ids = demoControllers.map(() => randomUUID());
  // One statement: the backside references are checked at its end, when every row is there.
  await db.insert(controllers).values(
    demoControllers.map((controller, index) => ({
      id: ids[index],
      companyId: companyIds[controller.company],
      secureId: controller.secureId,
      installationLocation: controller.location,
      phoneNumber: controller.phone ?? null,
      installationDate:
        controller.installedDaysAgo === undefined
          ? null
          : new Date(Date.now() - controller.installedDaysAgo * DAY_MS).toISOString().slice(0, 10),
      comment: controller.comment ?? null,
      backsideControllerId: controller.backside === undefined ? null : ids[controller.backside],
      createdAt: new Date(Date.now() - (controller.installedDaysAgo ?? 30) * DAY_MS),
    })),
  );
}
