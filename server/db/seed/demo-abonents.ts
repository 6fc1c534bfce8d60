import type { KeyStatus } from '../../../contract/key-status';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../open';
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
} from '../schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoAbonent {
  name: string;
  phoneNumber: string;
  building: string;
  room: string;
  /** Index into the company's demo addresses (server/db/seed/demo-data.ts). */
  address?: number;
  floor?: number;
  lowerFloor?: number;
  allowedFloors?: string;
  administrator?: boolean;
  openOnCall?: boolean;
  access?: [string, string];
  comment?: string;
  cars?: { model?: string; number: string }[];
  codes?: number[];
  /** The name of the company's demo access object (demo-data.ts) the abonent's access applies to. */
  accessObject?: string;
  /** The name of the company's demo tariff (demo-tariffs.ts) the abonent is on. */
  tariff?: string;
  /** Names of the company's demo cameras (demo-cameras.ts) the abonent may watch. */
  cameras?: string[];
  /** Names of the company's demo SIP panels (server/db/seed/demo-sip.ts) that call the abonent. */
  sipDevices?: string[];
  intercoms?: { intercomName: string; apartment: number }[];
  keys?: { title: string; keyType: 'permanent' | 'temporary'; status: KeyStatus; days?: [number, number] }[];
}

/** Residents of УК «Северный квартал», in the buildings of its demo addresses. */
const severnyAbonents: DemoAbonent[] = [
  {
    name: 'Андреев Павел Сергеевич',
    phoneNumber: '79161234501',
    building: 'Лесная, 12',
    room: '14',
    address: 0,
    floor: 4,
    lowerFloor: -1,
    allowedFloors: '-1, 1-4',
    openOnCall: true,
    cars: [{ model: 'Škoda Octavia', number: 'А123ВС777' }],
    codes: [1045872, 3301],
    sipDevices: ['Панель Лесная 12, подъезд 1'],
    tariff: 'Семейный',
    accessObject: 'ЖК «Северный квартал»',
    cameras: ['Лесная, 12 — подъезд 1, вход', 'Паркинг — въезд'],
    intercoms: [{ intercomName: 'Подъезд 1, Лесная 12', apartment: 14 }],
    keys: [
      { title: 'Ключ от подъезда', keyType: 'permanent', status: 'approved' },
      { title: 'Паркинг', keyType: 'permanent', status: 'approved' },
    ],
  },
  {
    name: 'Белова Наталья Игоревна',
    phoneNumber: '79261234502',
    building: 'Лесная, 12',
    room: '27',
    address: 1,
    floor: 7,
    administrator: true,
    comment: 'Председатель совета дома',
    codes: [1045873],
    sipDevices: ['Панель Лесная 12, подъезд 2'],
    tariff: 'Базовый доступ',
    cameras: ['Лесная, 12 — подъезд 2, вход'],
    intercoms: [{ intercomName: 'Подъезд 2, Лесная 12', apartment: 27 }],
    keys: [
      { title: 'Ключ от подъезда', keyType: 'permanent', status: 'approved' },
      { title: 'Для няни', keyType: 'temporary', status: 'sent', days: [-3, 27] },
    ],
  },
  {
    name: 'Васильев Дмитрий Андреевич',
    phoneNumber: '79031234503',
    building: 'Лесная, 12',
    room: '45',
    address: 2,
    floor: 11,
    access: ['07:00', '23:00'],
    cars: [{ model: 'Kia Rio', number: 'М456ОР199' }, { number: 'Т789УХ77' }],
    keys: [{ title: 'Ключ от подъезда', keyType: 'permanent', status: 'sent' }],
  },
  {
    name: 'Григорьева Ольга Михайловна',
    phoneNumber: '79851234504',
    building: 'Лесная, 14',
    room: '3',
    address: 3,
    floor: 1,
    openOnCall: true,
    codes: [2200154],
    sipDevices: ['Панель Лесная 14, подъезд 1'],
    tariff: 'Базовый доступ',
    cameras: ['Лесная, 14 — детская площадка'],
    intercoms: [{ intercomName: 'Подъезд 1, Лесная 14', apartment: 3 }],
  },
  {
    name: 'Дмитриев Артём Викторович',
    phoneNumber: '79161234505',
    building: 'Лесная, 14',
    room: '58',
    address: 4,
    floor: 15,
    keys: [{ title: 'Гости на выходные', keyType: 'temporary', status: 'expired', days: [-40, -30] }],
  },
  {
    name: 'Егорова Мария Алексеевна',
    phoneNumber: '79261234506',
    building: 'Новослободская, 31 к2',
    room: '102',
    address: 5,
    floor: 10,
    codes: [880001, 880002],
    intercoms: [
      { intercomName: 'Калитка, Новослободская', apartment: 102 },
      { intercomName: 'Подъезд, Новослободская 31', apartment: 102 },
    ],
  },
  {
    name: 'Жуков Константин Олегович',
    phoneNumber: '79031234507',
    building: 'Новослободская, 33',
    room: '8',
    address: 6,
    floor: 2,
    comment: 'Офис на первом этаже, доступ только в рабочее время',
    access: ['09:00', '19:00'],
  },
  {
    name: 'Зайцева Екатерина Павловна',
    phoneNumber: '79851234508',
    building: 'Вадковский, 7',
    room: '19',
    address: 7,
    floor: 5,
    openOnCall: true,
    codes: [15000321],
    keys: [{ title: 'Ключ от подъезда', keyType: 'permanent', status: 'approved' }],
  },
  {
    name: 'Иванов Сергей Николаевич',
    phoneNumber: '79161234509',
    building: 'Сущёвская, 21',
    room: '66',
    address: 10,
    floor: 9,
    cars: [{ model: 'Toyota Camry', number: 'Е001КХ799' }],
    intercoms: [{ intercomName: 'Подъезд, Сущёвская 21', apartment: 66 }],
  },
  {
    name: 'Кузнецова Анна Владимировна',
    phoneNumber: '79261234510',
    building: 'Палиха, 10 к1',
    room: '31',
    address: 11,
    floor: 6,
    keys: [{ title: 'Ремонтная бригада', keyType: 'temporary', status: 'approved', days: [0, 14] }],
  },
  {
    name: 'Лебедев Игорь Романович',
    phoneNumber: '79031234511',
    building: 'Палиха, 10 к2',
    room: '12',
    address: 12,
    floor: 3,
    codes: [404040],
  },
  {
    name: 'Морозова Светлана Юрьевна',
    phoneNumber: '79851234512',
    building: 'Бутырский Вал, 48',
    room: 'м/м 17',
    address: 13,
    lowerFloor: -2,
    allowedFloors: '-2',
    cars: [{ model: 'Hyundai Solaris', number: 'О555ОО777' }],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Adds УК «Северный квартал»'s demo residents, with their keys, codes and intercoms, on the tariffs and
 * with the cameras and SIP panels seeded before them.
 */
export async function seedDemoAbonents(tx: Transaction, companyId: string): Promise<void> {
  const tariffs = await tx
    .select({ id: tariffPolicies.id, name: tariffRevisions.displayName })
    .from(tariffPolicies)
    .innerJoin(
      tariffRevisions,
      and(
        eq(tariffRevisions.policyId, tariffPolicies.id),
        eq(tariffRevisions.revision, tariffPolicies.currentRevision),
      ),
    )
    .where(eq(tariffPolicies.companyId, companyId));
  const objects = await tx
    .select({ id: accessObjects.id, name: accessObjects.displayName })
    .from(accessObjects)
    .where(eq(accessObjects.companyId, companyId));
  const companyAddresses = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(addresses.createdAt, addresses.value);
  const created = await tx
    .insert(abonents)
    .values(
      severnyAbonents.map((abonent, index) => ({
        companyId,
        name: abonent.name,
        phoneNumber: abonent.phoneNumber,
        building: abonent.building,
        room: abonent.room,
        addressId: abonent.address === undefined ? null : (companyAddresses[abonent.address]?.id ?? null),
        floor: abonent.floor ?? null,
        lowerFloor: abonent.lowerFloor ?? null,
        allowedFloors: abonent.allowedFloors ?? null,
        administrator: abonent.administrator ?? false,
        openOnCall: abonent.openOnCall ?? false,
        accessFrom: abonent.access?.[0] ?? null,
        accessUntil: abonent.access?.[1] ?? null,
        comment: abonent.comment ?? null,
        cars: abonent.cars ?? [],
        accessObjectId: objects.find((object) => object.name === abonent.accessObject)?.id ?? null,
        tariffId: tariffs.find((tariff) => tariff.name === abonent.tariff)?.id ?? null,
        createdAt: inDays(-120 + index * 7),
      })),
    )
    .returning({ id: abonents.id });
  const rows = severnyAbonents.map((abonent, index) => ({ abonent, abonentId: created[index].id }));
  // Each card issued when its abonent registered.
  const codes = rows.flatMap(({ abonent, abonentId }, index) =>
    (abonent.codes ?? []).map((code) => ({ companyId, abonentId, code, issuedAt: inDays(-120 + index * 7) })),
  );
  const intercoms = rows.flatMap(({ abonent, abonentId }) =>
    (abonent.intercoms ?? []).map((intercom) => ({ companyId, abonentId, ...intercom })),
  );
  const keys = rows.flatMap(({ abonent, abonentId }) =>
    (abonent.keys ?? []).map(({ title, keyType, status, days }, keyIndex) => ({
      companyId,
      abonentId,
      title,
      keyType,
      status,
      validFrom: days ? inDays(days[0]) : null,
      validUntil: days ? inDays(days[1]) : null,
      createdAt: inDays(-60 + keyIndex),
    })),
  );
  const panels = await tx
    .select({ id: sipDevices.id, name: sipDevices.name })
    .from(sipDevices)
    .where(eq(sipDevices.companyId, companyId));
  const links = rows.flatMap(({ abonent, abonentId }) =>
    (abonent.sipDevices ?? []).flatMap((name) =>
      panels.filter((panel) => panel.name === name).map((panel) => ({ companyId, abonentId, sipDeviceId: panel.id })),
    ),
  );
  const companyCameras = await tx
    .select({ id: cameras.id, name: cameras.name })
    .from(cameras)
    .where(eq(cameras.companyId, companyId));
  const cameraLinks = rows.flatMap(({ abonent, abonentId }) =>
    (abonent.cameras ?? []).flatMap((name) =>
      companyCameras
        .filter((camera) => camera.name === name)
        .map((camera) => ({ companyId, abonentId, cameraId: camera.id })),
    ),
  );
  if (cameraLinks.length > 0) await tx.insert(abonentCameras).values(cameraLinks);
  await tx.insert(abonentCodes).values(codes);
  if (links.length > 0) await tx.insert(abonentSipDevices).values(links);
  await tx.insert(abonentIntercoms).values(intercoms);
  await tx.insert(abonentKeys).values(keys);
}
