import { asc, eq } from 'drizzle-orm';
import type { Database } from '../open';
import { addresses, joinRequests } from '../schema';

const HOUR_MS = 60 * 60 * 1000;

/** Residents who asked each demo company to register them from its QR: two waiting, one refused. */
const residents = [
  [
    { name: 'Ольга Васильева', phoneNumber: '79161234501', apartment: '45', status: 'pending' },
    { name: 'Денис Кузнецов', phoneNumber: '79161234502', apartment: '112', status: 'pending' },
    { name: 'Игорь Белов', phoneNumber: '79161234503', apartment: '3', status: 'refused' },
  ],
  [{ name: 'Марина Соколова', phoneNumber: '79161234504', apartment: '8', status: 'pending' }],
  [
    { name: 'Emily Carter', phoneNumber: '447911123456', apartment: '4B', status: 'pending' },
    { name: 'James Holloway', phoneNumber: '447911123457', apartment: '12', status: 'refused' },
  ],
  [{ name: 'Sofia Brennan', phoneNumber: '447911123458', apartment: '21', status: 'pending' }],
] as const;

/** The demo join requests: a few per company, at its first address. */
export async function seedDemoJoinRequests(tx: Database, companyIds: string[]) {
  const rows = [];
  for (const [index, companyId] of companyIds.entries()) {
    const [address] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.companyId, companyId))
      .orderBy(asc(addresses.value))
      .limit(1);
    for (const [order, resident] of (residents[index] ?? []).entries()) {
      const createdAt = new Date(Date.now() - (order + 1) * 5 * HOUR_MS);
      rows.push({
        companyId,
        addressId: address?.id ?? null,
        ...resident,
        decidedAt: resident.status === 'pending' ? null : new Date(createdAt.getTime() + HOUR_MS),
        createdAt,
      });
    }
  }
  if (rows.length > 0) await tx.insert(joinRequests).values(rows);
}
