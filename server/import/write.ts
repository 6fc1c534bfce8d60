import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { addressKey, type Judged, nameKey, type RowWrite } from './judge';

/**
 * Writes a batch of judged rows, set-based: one statement per table whatever the batch's size (addresses,
 * residents created, residents updated, cards), in plain SQL, so that the audit trail's and the device
 * sync's triggers see them as any write. Called within the batch's audited transaction.
 */

/** A resident to write, and whether its row adds its car. */
interface Resident {
  write: Extract<RowWrite, { kind: 'resident' }>;
  carAdded: boolean;
}

/** A resident's columns as jsonb_to_recordset reads them. */
const RESIDENT_COLUMNS = sql`(id uuid, name text, phone_number text, building text, room text, floor int,
  address_id uuid, comment text, cars jsonb, access_object_id uuid, access_perimeter_id uuid)`;

/** The company's ids of the given addresses, creating those it has not (the first spelling of each). */
async function addressIds(db: Database, companyId: string, values: string[]): Promise<Map<string, string>> {
  const distinct = [...new Map(values.map((value) => [addressKey(value), value])).values()];
  if (distinct.length === 0) return new Map();
  await db.execute(sql`insert into addresses (company_id, value)
    select ${companyId}, value from unnest(${pgArray(distinct)}::text[]) as f(value)
    on conflict do nothing`);
  const rows = await queryRows<{ id: string; value: string }>(
    db,
    sql`select a.id::text as id, f.value from unnest(${pgArray(distinct)}::text[]) as f(value)
      join addresses a on a.company_id = ${companyId} and lower(a.value) = lower(f.value)`,
  );
  return new Map(rows.map((row) => [addressKey(row.value), row.id]));
}

/**
 * The resident as the row leaves it: the fields the file gives over those it has, and its car added when
 * the judge found it new (by its plate's key: a car the resident has, spelled otherwise, is left as it is).
 */
function residentRow({ write, carAdded }: Resident, addressId: string | null) {
  const { resident, text, zone } = write;
  const car =
    carAdded && text.car ? [text.carModel ? { model: text.carModel, number: text.car } : { number: text.car }] : [];
  return {
    id: resident?.id ?? null,
    name: resident?.name ?? text.name,
    phone_number: resident?.phone_number ?? text.phone,
    building: text.building ?? resident?.building ?? null,
    room: text.apartment ?? resident?.room ?? null,
    floor: text.floor === undefined ? (resident?.floor ?? null) : Number(text.floor),
    address_id: addressId ?? resident?.address_id ?? null,
    comment: text.comment ?? resident?.comment ?? null,
    cars: [...(resident?.cars ?? []), ...car],
    access_object_id: zone ? zone.objectId : (resident?.access_object_id ?? null),
    access_perimeter_id: zone ? zone.perimeterId : (resident?.access_perimeter_id ?? null),
  };
}

async function writeResidents(db: Database, companyId: string, residents: Resident[]) {
  const ids = await addressIds(
    db,
    companyId,
    residents.flatMap(({ write }) =>
      write.address !== undefined && write.addressId === undefined ? [write.address] : [],
    ),
  );
  const rowOf = (resident: Resident) => {
    const { address, addressId } = resident.write;
    return residentRow(resident, address === undefined ? null : (addressId ?? ids.get(addressKey(address))!));
  };
  const created = residents.filter(({ write }) => !write.resident);
  const updated = residents.filter(({ write }) => write.resident);
  const idOf = new Map<Resident, string>(updated.map((resident) => [resident, resident.write.resident!.id]));
  if (created.length > 0) {
    const rows = await queryRows<{ id: string; phone_number: string; name: string }>(
      db,
      sql`insert into abonents (company_id, name, phone_number, building, room, floor, address_id, comment, cars,
          access_object_id, access_perimeter_id)
        select ${companyId}, name, phone_number, building, room, floor, address_id, comment, cars, access_object_id,
          access_perimeter_id
        from jsonb_to_recordset(${JSON.stringify(created.map(rowOf))}::jsonb) as r${RESIDENT_COLUMNS}
        returning id::text as id, phone_number, name`,
    );
    // A batch has each resident (phone and name) once: the judge refuses a second row of one.
    const byIdentity = new Map(rows.map((row) => [`${row.phone_number}|${nameKey(row.name)}`, row.id]));
    for (const resident of created) {
      const { text } = resident.write;
      idOf.set(resident, byIdentity.get(`${text.phone}|${nameKey(text.name!)}`)!);
    }
  }
  if (updated.length > 0) {
    await db.execute(sql`update abonents t set building = r.building, room = r.room, floor = r.floor,
        address_id = r.address_id, comment = r.comment, cars = r.cars, access_object_id = r.access_object_id,
        access_perimeter_id = r.access_perimeter_id
      from jsonb_to_recordset(${JSON.stringify(updated.map(rowOf))}::jsonb) as r${RESIDENT_COLUMNS}
      where t.id = r.id and t.company_id = ${companyId}`);
  }
  const cards = residents.flatMap((resident) =>
    resident.write.newCodes.map((code) => ({ abonent: idOf.get(resident)!, code })),
  );
  if (cards.length > 0) {
    await db.execute(sql`insert into abonent_codes (company_id, abonent_id, code)
      select ${companyId}, abonent, code
      from unnest(${pgArray(cards.map((card) => card.abonent))}::uuid[], ${pgArray(cards.map((card) => card.code))}::int[])
        as c(abonent, code)`);
  }
}

/** Writes what the judged rows say (a refused or unchanged row writes nothing). */
export async function writeBatch(db: Database, companyId: string, judged: Judged[]): Promise<void> {
  const addresses: string[] = [];
  const residents: Resident[] = [];
  for (const { write, verdict } of judged) {
    if (write?.kind === 'address') addresses.push(write.value);
    if (write?.kind === 'resident') {
      residents.push({ write, carAdded: verdict.verdict === 'created' || verdict.changes.includes('car') });
    }
  }
  if (addresses.length > 0) await addressIds(db, companyId, addresses);
  if (residents.length > 0) await writeResidents(db, companyId, residents);
}
