import { sql } from 'drizzle-orm';
import type { setupActions } from '../../contract/setup';
import { queryRows } from '../db/rows';
import { companyOf, type HandlersOf } from '../protocol/context';

/** Whether the company has a row in `table`: each by its company index, one statement for all. */
const has = (table: string, companyId: string) =>
  sql`exists (select 1 from ${sql.raw(table)} where company_id = ${companyId}::uuid)`;

export const setupHandlers = {
  async GetSetupProgress(_input, ctx) {
    const companyId = companyOf(ctx);
    const [row] = await queryRows<{
      address: boolean;
      locks: boolean;
      doors: boolean;
      tariff: boolean;
      abonent: boolean;
      localServer: boolean;
    }>(
      ctx.db,
      sql`select ${has('addresses', companyId)} as address, ${has('locks', companyId)} as locks,
                 ${has('access_points', companyId)} as doors, ${has('tariff_policies', companyId)} as tariff,
                 ${has('abonents', companyId)} as abonent, ${has('local_servers', companyId)} as "localServer"`,
    );
    return row;
  },
} satisfies HandlersOf<typeof setupActions>;
