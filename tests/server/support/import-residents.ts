import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/rows';
import type { TestApp } from './test-app';

/** A resident an import file can name: the phone is theirs alone, so a row of it finds them and no other. */
export interface ImportableResident {
  id: string;
  name: string;
  phone: string;
  room: string | null;
}

/**
 * The company of the session's first abonent, and `count` of its abonents whose phone (11 digits, 79…)
 * no other abonent of the company shares, by name: the residents the import tests' files update.
 */
export async function importableResidents(
  t: TestApp,
  session: Record<string, string>,
  count: number,
): Promise<{ companyId: string; residents: ImportableResident[] }> {
  const me = await t.call('GetAbonents', { Limit: 1 }, { headers: session });
  if (me.status !== 200) throw new Error(`GetAbonents: ${me.status}`);
  const [{ company_id: companyId }] = await queryRows<{ company_id: string }>(
    t.db,
    sql`select company_id::text as company_id from abonents where id = ${me.body.items[0].id}`,
  );
  const residents = await queryRows<ImportableResident>(
    t.db,
    sql`select a.id::text as id, a.name, a.phone_number as phone, a.room from abonents a
      where a.company_id = ${companyId} and a.phone_number ~ '^79[0-9]{9}$'
        and not exists (select 1 from abonents b where b.company_id = a.company_id and b.phone_number = a.phone_number
                          and b.id <> a.id)
      order by a.name limit ${count}`,
  );
  return { companyId, residents };
}
