// What the sync benchmark (bench/sync.ts) adds to the large company, the same at every run:
//   - a tower: one perimeter with 8 doors, and 2,550 residents zoned to it, each with a card, a phone, a
//     digital key and an approved mobile key: 10,200 credentials and the door's own entry at each door;
//   - a campus: a territory over 6 sectors of 11 buildings of 16 doors (1,056 doors), 5 residents with a
//     card and a phone zoned to each building;
//   - the devices, controllers with a token each: device i serves campus door i mod 1,056 and 8 doors of
//     the large data set's access tree (i·8 … i·8+7 in its order), the first eight also a tower door each;
//     one more serves only a tower door (the snapshot), one more a tower door and 100 campus doors (the
//     device that was offline for a week).
// Written in SQL, in one transaction for the tree and the residents: the credentials are derived at its
// commit by the database (migration 0049), as for any write.
import { sql } from 'drizzle-orm';
import { accessPointDefaults } from '../contract/access-point';
import { hashToken, newToken } from '../server/auth/tokens';
import type { Database } from '../server/db/open';
import { queryRows } from '../server/db/rows';
import { LARGE_COMPANY_NAME } from '../server/db/seed/large';

export const SYNC_FIXTURE = {
  towerDoors: 8,
  towerResidents: 2_550,
  sectors: 6,
  buildingsPerSector: 11,
  doorsPerBuilding: 16,
  residentsPerBuilding: 5,
  largeDoorsPerDevice: 8,
  offlineDoors: 'a tower door and 100 campus doors',
} as const;

export interface DeviceKey {
  id: string;
  token: string;
}

export interface SyncFixture {
  companyId: string;
  towerPerimeter: string;
  territory: string;
  /** The sectors, in order. */
  sectors: string[];
  campusDoors: number;
  /** The fleet, in order of device number. */
  devices: DeviceKey[];
  snapshotDevice: DeviceKey;
  offlineDevice: DeviceKey;
}

/** A PostgreSQL array literal of plain values (ids, hashes): drizzle sends a JS array as a row. */
export const pgArray = (values: string[]) => `{${values.join(',')}}`;

const towerPhone = (n: number) => `7955${String(n).padStart(7, '0')}`;
const TOWER = 'Синхронизация: башня';
const CAMPUS = 'Синхронизация: кампус';

export async function seedSyncFixture(
  db: Database,
  devices: number,
  progress: (message: string) => void,
): Promise<SyncFixture> {
  const { towerDoors, towerResidents, sectors, buildingsPerSector, doorsPerBuilding, residentsPerBuilding } =
    SYNC_FIXTURE;
  const [{ id: companyId }] = await queryRows<{ id: string }>(
    db,
    sql`select id from companies where name = ${LARGE_COMPANY_NAME}`,
  );
  const company = sql`${companyId}::uuid`;
  const campusDoors = sectors * buildingsPerSector * doorsPerBuilding;
  const pointDefaults = sql`'Default', ${accessPointDefaults.openTime}, ${accessPointDefaults.distance},
    ${JSON.stringify(accessPointDefaults.defaultKeySettings)}::jsonb,
    ${JSON.stringify(accessPointDefaults.keyUsage.restrictions)}::jsonb`;
  const started = performance.now();
  const [{ seeded }] = await queryRows<{ seeded: boolean }>(
    db,
    sql`select exists (select from access_objects where company_id = ${company} and display_name = ${TOWER}) as seeded`,
  );

  // Added once (a database given to the bench may have them already); the devices are new at every run.
  if (!seeded)
    await db.transaction(async (tx) => {
      await tx.execute(sql`
      insert into access_objects (company_id, display_name, description, categories)
      values (${company}, ${TOWER}, 'Башня', array['residential']), (${company}, ${CAMPUS}, 'Кампус', array['residential'])`);
      await tx.execute(sql`
      insert into access_perimeters (company_id, access_object_id, display_name)
      select ${company}, id, case when display_name = ${TOWER} then 'Башня' else 'Территория' end
        from access_objects where company_id = ${company} and display_name in (${TOWER}, ${CAMPUS})`);
      await tx.execute(sql`
      insert into access_perimeters (company_id, access_object_id, parent_id, display_name)
      select ${company}, t.access_object_id, t.id, 'Сектор ' || s
        from access_perimeters t cross join generate_series(1, ${sectors}::int) s
       where t.company_id = ${company} and t.display_name = 'Территория'`);
      await tx.execute(sql`
      insert into access_perimeters (company_id, access_object_id, parent_id, display_name)
      select ${company}, s.access_object_id, s.id,
             'Корпус ' || lpad(((split_part(s.display_name, ' ', 2)::int - 1) * ${buildingsPerSector}::int + b)::text, 2, '0')
        from access_perimeters s cross join generate_series(1, ${buildingsPerSector}::int) b
       where s.company_id = ${company} and s.display_name like 'Сектор %'`);
      await tx.execute(sql`
      insert into locks (pid, name, type, company_id, settings)
      select 'SYNC-' || lpad(n::text, 5, '0'), 'Замок синхронизации ' || n, 'door', ${company}, '{"ble": true}'::jsonb
        from generate_series(1, ${towerDoors + campusDoors}::int) n`);
      await tx.execute(sql`
      insert into access_points (company_id, access_object_id, perimeter_id, lock_id, display_name, type,
                                 open_time, distance, default_key_settings, key_restrictions)
      select ${company}, t.access_object_id, t.id, l.id, 'Башня: дверь ' || n, ${pointDefaults}
        from access_perimeters t cross join generate_series(1, ${towerDoors}::int) n
        join locks l on l.pid = 'SYNC-' || lpad(n::text, 5, '0')
       where t.company_id = ${company} and t.display_name = 'Башня'`);
      await tx.execute(sql`
      insert into access_points (company_id, access_object_id, perimeter_id, lock_id, display_name, type,
                                 open_time, distance, default_key_settings, key_restrictions)
      select ${company}, b.access_object_id, b.id, l.id, 'Кампус: дверь ' || lpad(slot.n::text, 4, '0'), ${pointDefaults}
        from access_perimeters b
        cross join lateral (select (split_part(b.display_name, ' ', 2)::int - 1) * ${doorsPerBuilding}::int + k as n
                              from generate_series(1, ${doorsPerBuilding}::int) k) slot
        join locks l on l.pid = 'SYNC-' || lpad((${towerDoors}::int + slot.n)::text, 5, '0')
       where b.company_id = ${company} and b.display_name like 'Корпус %'
         and b.access_object_id = (select id from access_objects where company_id = ${company} and display_name = ${CAMPUS})`);
    });
  // Residents in transactions of 500, each commit refreshing its residents' doors: the tower's, then five
  // per campus building.
  for (let first = 1; !seeded && first <= towerResidents; first += 500) {
    const last = Math.min(first + 499, towerResidents);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into abonents (company_id, name, phone_number, digital_key_id, access_perimeter_id)
        select ${company}, 'Житель башни ' || n, '7955' || lpad(n::text, 7, '0'), 'SYNC-DK-' || n, t.id
          from access_perimeters t cross join generate_series(${first}::int, ${last}::int) n
         where t.company_id = ${company} and t.display_name = 'Башня'`);
      await tx.execute(sql`
        insert into abonent_codes (company_id, abonent_id, code)
        select ${company}, id, 8000000 + substring(phone_number from 5)::int from abonents
         where company_id = ${company} and phone_number between ${towerPhone(first)} and ${towerPhone(last)}`);
      await tx.execute(sql`
        insert into abonent_keys (company_id, abonent_id, title, key_type, status)
        select ${company}, id, 'Ключ башни', 'permanent', 'approved' from abonents
         where company_id = ${company} and phone_number between ${towerPhone(first)} and ${towerPhone(last)}`);
    });
  }
  if (!seeded)
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into abonents (company_id, name, phone_number, access_perimeter_id)
        select ${company}, 'Житель кампуса ' || b.display_name || '-' || r,
               '7956' || lpad(((split_part(b.display_name, ' ', 2)::int) * 10 + r)::text, 7, '0'), b.id
          from access_perimeters b cross join generate_series(1, ${residentsPerBuilding}::int) r
         where b.company_id = ${company} and b.display_name like 'Корпус %'
           and b.access_object_id = (select id from access_objects where company_id = ${company} and display_name = ${CAMPUS})`);
      await tx.execute(sql`
        insert into abonent_codes (company_id, abonent_id, code)
        select ${company}, id, 9000000 + substring(phone_number from 5)::int from abonents
         where company_id = ${company} and phone_number like '7956%'`);
    });
  if (!seeded)
    progress(
      `tower and campus with their residents, their credentials derived at commit, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

  // The devices and their tokens (only the hash is stored, as issueDeviceToken stores it).
  const total = devices + 2;
  const tokens = Array.from({ length: total }, () => newToken());
  const keys: DeviceKey[] = [];
  for (let first = 0; first < total; first += 500) {
    const slice = tokens.slice(first, first + 500);
    const inserted = await queryRows<{ id: string; n: number }>(
      db,
      sql`insert into controllers (company_id, secure_id, installation_location, token_hash, token_issued_at)
          select ${company}, lpad(upper(to_hex(5000000000::bigint + ${first}::int + t.n0 - 1)), 16, '0'),
                 'Синхронизация: контроллер ' || (${first}::int + t.n0 - 1), t.h, now()
            from unnest(${pgArray(slice.map(hashToken))}::text[]) with ordinality as t(h, n0)
          returning id, split_part(installation_location, ' ', 3)::int as n`,
    );
    for (const row of inserted) keys[row.n] = { id: row.id, token: tokens[row.n] };
  }
  const fleet = keys.slice(0, devices);
  const snapshotDevice = keys[devices];
  const offlineDevice = keys[devices + 1];
  const ids = sql`${pgArray(fleet.map((key) => key.id))}::uuid[]`;
  await db.execute(sql`
    with device as (select id, (ord - 1)::int as i from unnest(${ids}) with ordinality as d(id, ord)),
    campus as (select id, (row_number() over (order by display_name) - 1)::int as n from access_points
                where company_id = ${company} and display_name like 'Кампус: дверь %'),
    tower as (select id, (row_number() over (order by display_name) - 1)::int as n from access_points
               where company_id = ${company} and display_name like 'Башня: дверь %'),
    large as (select p.id, (row_number() over (order by o.display_name, b.display_name, e.display_name, p.display_name) - 1)::int as n
                from access_points p join access_objects o on o.id = p.access_object_id
                join access_perimeters e on e.id = p.perimeter_id join access_perimeters b on b.id = e.parent_id
               where p.company_id = ${company} and o.display_name like 'ЖК «%'),
    large_count as (select count(*)::int as c from large)
    insert into device_points (company_id, controller_id, access_point_id)
    select ${company}, d.id, c.id from device d join campus c on c.n = d.i % ${campusDoors}::int
    union all
    select ${company}, d.id, l.id from device d cross join large_count lc
      join large l on l.n in (select (d.i * ${SYNC_FIXTURE.largeDoorsPerDevice}::int + k) % lc.c
                                from generate_series(0, ${SYNC_FIXTURE.largeDoorsPerDevice - 1}::int) k)
    union all
    select ${company}, d.id, t.id from device d join tower t on t.n = d.i
    union all
    select ${company}, ${snapshotDevice.id}::uuid, t.id from tower t where t.n = 0
    union all
    select ${company}, ${offlineDevice.id}::uuid, t.id from tower t where t.n = 1
    union all
    select ${company}, ${offlineDevice.id}::uuid, c.id from campus c where c.n < 100`);
  progress(`${total} devices with their doors`);

  const perimeter = async (name: string) =>
    (
      await queryRows<{ id: string }>(
        db,
        sql`select id from access_perimeters where company_id = ${company} and display_name = ${name}`,
      )
    )[0].id;
  return {
    companyId,
    towerPerimeter: await perimeter('Башня'),
    territory: await perimeter('Территория'),
    sectors: await Promise.all(Array.from({ length: sectors }, (_, s) => perimeter(`Сектор ${s + 1}`))),
    campusDoors,
    devices: fleet,
    snapshotDevice,
    offlineDevice,
  };
}

/**
 * A week of an administrator's changes to the tower's residents, `writes` of them, each its own
 * transaction (its own version), in a fixed cycle over the residents: a rename (four credentials at each
 * tower door), a card added, daily hours set or cleared (four), the card removed. Returns the writes.
 */
export async function weekOfChanges(db: Database, fixture: SyncFixture, writes: number): Promise<number> {
  const residents = (
    await queryRows<{ id: string }>(
      db,
      sql`select id from abonents where company_id = ${fixture.companyId}::uuid and phone_number like '7955%'
           order by phone_number`,
    )
  ).map((row) => row.id);
  for (let write = 0; write < writes; write++) {
    const resident = residents[Math.floor(write / 4) % residents.length];
    const card = 12_000_000 + Math.floor(write / 4);
    switch (write % 4) {
      case 0:
        await db.execute(
          sql`update abonents set name = ${`Житель башни, неделя ${write}`} where id = ${resident}::uuid`,
        );
        break;
      case 1:
        await db.execute(sql`insert into abonent_codes (company_id, abonent_id, code)
          values (${fixture.companyId}::uuid, ${resident}::uuid, ${card})`);
        break;
      case 2:
        await db.execute(sql`update abonents
          set access_from = case when access_from is null then '07:00' end,
              access_until = case when access_until is null then '23:00' end
          where id = ${resident}::uuid`);
        break;
      case 3:
        await db.execute(
          sql`delete from abonent_codes where company_id = ${fixture.companyId}::uuid and code = ${card}`,
        );
        break;
    }
  }
  return writes;
}
