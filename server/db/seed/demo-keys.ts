import { eq } from 'drizzle-orm';
import type { KeyStatus, KeyType } from '../../../contract/key-status';
import type { PaymentType } from '../../../contract/payment';
import type { Database } from '../open';
import { abonents, keys, localKeys, localServers, payments, simCards } from '../schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS);
/** `YYYY-MM-DD`, `days` from today. */
const day = (days: number) => at(days).toISOString().slice(0, 10);

/** Registration keys sent to phones nobody has signed up with yet (the users' own keys are in demo-data). */
const regKeys: {
  company: number;
  phone: string;
  title: string;
  status: KeyStatus;
  keyType: KeyType;
  period?: [number, number];
}[] = [
  {
    company: 0,
    phone: '79035550101',
    title: 'Гостевой ключ, кв. 14',
    status: 'sent',
    keyType: 'temporary',
    period: [-1, 6],
  },
  {
    company: 0,
    phone: '79035550102',
    title: 'Курьерская служба',
    status: 'approved',
    keyType: 'temporary',
    period: [-20, -2],
  },
  { company: 0, phone: '79035550103', title: 'Подъезд 2, кв. 45', status: 'none', keyType: 'permanent' },
  { company: 0, phone: '79035550104', title: 'Паркинг, место 17', status: 'deleteUser', keyType: 'permanent' },
  { company: 1, phone: '79115550201', title: 'Парадная 1, кв. 8', status: 'rejected', keyType: 'permanent' },
  { company: 2, phone: '447911123401', title: 'Flat 3B, main entrance', status: 'sent', keyType: 'permanent' },
  {
    company: 2,
    phone: '447911123402',
    title: 'Cleaner, weekdays',
    status: 'approved',
    keyType: 'temporary',
    period: [-3, 60],
  },
];

const servers = [
  { company: 0, name: 'КПП Лесная, 12' },
  { company: 0, name: 'Паркинг «Северный»' },
  { company: 2, name: 'Gatehouse' },
];

const localKeyRows: { server: number; phone: string; title: string; status: KeyStatus; days: number }[] = [
  { server: 0, phone: '79161234501', title: 'Пропуск на КПП', status: 'approved', days: -40 },
  { server: 0, phone: '79035550105', title: 'Подрядчик, ремонт кровли', status: 'sent', days: -2 },
  { server: 1, phone: '79161234502', title: 'Въезд в паркинг', status: 'approved', days: -90 },
  { server: 1, phone: '79035550106', title: 'Въезд в паркинг, гость', status: 'deleteByAdmin', days: -12 },
  { server: 2, phone: '447911123403', title: 'Visitor pass', status: 'none', days: -1 },
];

const sims = [
  { company: 0, place: 'Лесная, 12 — щит связи, подъезд 1', phone: '79585550001', paidUpTo: 5 },
  { company: 0, place: 'Лесная, 14 — шлагбаум', phone: '79585550002', paidUpTo: 40 },
  { company: 0, place: 'Паркинг — ворота', phone: '79585550003', paidUpTo: -3 },
  { company: 1, place: 'Парковая, 3 — калитка', phone: '79585550004', paidUpTo: 120 },
  { company: 2, place: 'Riverside Court — gate', phone: '447911123404', paidUpTo: 12 },
];

const PAYMENT_TYPES: PaymentType[] = ['card', 'sbp', 'card', 'cash', 'bankTransfer'];

/**
 * The demo's registration and local keys, local servers, SIM cards and abonents' payments (after the
 * abonents: payments name them).
 */
export async function seedDemoKeys(tx: Transaction, companyIds: string[]): Promise<void> {
  await tx.insert(keys).values(
    regKeys.map((key, index) => ({
      companyId: companyIds[key.company],
      phoneNumber: key.phone,
      title: key.title,
      status: key.status,
      keyType: key.keyType,
      validFrom: key.period ? at(key.period[0]) : null,
      validUntil: key.period ? at(key.period[1]) : null,
      createdAt: at(-30 + index),
    })),
  );
  const serverIds = await tx
    .insert(localServers)
    .values(servers.map((server) => ({ companyId: companyIds[server.company], name: server.name })))
    .returning({ id: localServers.id, companyId: localServers.companyId });
  await tx.insert(localKeys).values(
    localKeyRows.map((key) => ({
      companyId: serverIds[key.server].companyId,
      localServerId: serverIds[key.server].id,
      phoneNumber: key.phone,
      title: key.title,
      status: key.status,
      date: day(key.days),
      createdAt: at(key.days),
    })),
  );
  await tx.insert(simCards).values(
    sims.map((sim) => ({
      companyId: companyIds[sim.company],
      place: sim.place,
      phoneNumber: sim.phone,
      paidUpTo: day(sim.paidUpTo),
    })),
  );
  const residents = await tx
    .select({ id: abonents.id, name: abonents.name, phone: abonents.phoneNumber })
    .from(abonents)
    .where(eq(abonents.companyId, companyIds[0]))
    .orderBy(abonents.name);
  // Two monthly payments each over the last months, amounts in exact decimal text.
  await tx.insert(payments).values(
    residents.flatMap((resident, index) =>
      [0, 1].map((month) => ({
        companyId: companyIds[0],
        abonentId: resident.id,
        abonentName: resident.name,
        phoneNumber: resident.phone,
        perimeterName: index % 2 === 0 ? 'Лесная, 12' : 'Лесная, 14',
        paymentDate: at(-3 - index - month * 30),
        periodTill: day(27 - index - month * 30),
        amount: ['450.00', '1250.50', '299.99', '900.00'][(index + month) % 4],
        paymentType: PAYMENT_TYPES[(index + month) % PAYMENT_TYPES.length],
        description: month === 0 ? 'Доступ и обслуживание, текущий месяц' : 'Доступ и обслуживание',
        accountNumber: `ЛС-${String(1000 + index).padStart(8, '0')}`,
      })),
    ),
  );
  await tx.insert(payments).values(
    ['Oliver Bennett', 'Amelia Clarke'].map((name, index) => ({
      companyId: companyIds[2],
      abonentName: name,
      phoneNumber: `44791112345${index}`,
      perimeterName: 'Riverside Court',
      paymentDate: at(-5 - index),
      periodTill: day(25 - index),
      amount: '35.00',
      paymentType: 'card' as const,
      description: 'Monthly access',
      accountNumber: `RPM-${200 + index}`,
    })),
  );
}
