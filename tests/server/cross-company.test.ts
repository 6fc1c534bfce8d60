/**
 * Company scoping, generated from the contract: every company-area Action that takes an identifier
 * (a guid parameter, or a list of them) is called as company A (УК «Северный квартал») with company B's
 * (Riverside's) identifiers, one of each table where B owns rows, the other parameters valid for A. None
 * may find, show or change B's rows. The tables come from the database's catalogue and the Actions from
 * contract/actions.ts, so later ones are covered without editing this file.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyRows,
  companyDigest,
  companyRows,
  contracts,
  idKind,
  paramsOf,
  validParams,
} from './support/contract';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let rowsA: CompanyRows;
let rowsB: CompanyRows;
let companyBId: string;
/**
 * Company B's digest as the last case left it, checked unchanged at that case's end: the next case's
 * "before" without reading every table again. Unset while a case runs, so one that failed half-way
 * leaves the next to read it afresh.
 */
let digestB: Record<string, string> | undefined;

/** The company a session acts for, from its SAS-TOKEN's apiKeyId. */
async function companyOfSession(headers: Record<string, string>): Promise<string> {
  const apiKeyId = /SAS-TOKEN ([^:]+):/.exec(headers.authorization)![1];
  const result = await t.db.execute<{ company_id: string }>(
    sql`select company_id::text as company_id from sessions where id = ${apiKeyId}`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { company_id: string }[] }).rows;
  return rows[0].company_id;
}

beforeAll(async () => {
  t = await createTestApp({ settings: { cameraCheckTimeoutMs: 50 } });
  const sessions = await demoSessions(t);
  companyA = sessions.companyA;
  companyBId = await companyOfSession(sessions.companyB);
  rowsA = await companyRows(t.db, await companyOfSession(companyA));
  rowsB = await companyRows(t.db, companyBId);
}, 60_000);
afterAll(() => t?.close());

/** Each Action a company session may call (its area's, and those shared with the platform) with its identifier parameters. */
const cases = contracts
  .filter((contract) => contract.area === 'company' || contract.area === 'console')
  .flatMap((contract) =>
    Object.entries(paramsOf(contract.input))
      .filter(([, schema]) => idKind(schema) !== undefined)
      .map(([param, schema]) => ({ contract, param, kind: idKind(schema)! })),
  );

describe('company A with company B’s identifiers', () => {
  it('covers the company Actions that take identifiers', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map((c) => [`${c.contract.name} ${c.param}`, c] as const))(
    '%s: not found, nothing changed',
    async (_label, { contract, param, kind }) => {
      const before = digestB ?? (await companyDigest(t.db, companyBId));
      digestB = undefined;
      const valid = validParams(contract, (name) => rowsA.idsFor(contract.name, name)) ?? {};
      const foreignIds = [...rowsB.byTable.entries()].filter(([, ids]) => ids.length > 0);
      expect(foreignIds.length).toBeGreaterThan(5);
      for (const [table, [foreignId]] of foreignIds) {
        const params = { ...valid, [param]: kind === 'ids' ? [foreignId] : foreignId };
        const response = await t.call(contract.name, params, { headers: companyA });
        const context = `${param} = ${table} ${foreignId} -> ${response.status} ${JSON.stringify(response.body)}`;
        if (response.status === 200 && Array.isArray(response.body.items)) {
          // A list filtered by another company's identifier: nothing of it.
          expect(response.body.items, context).toEqual([]);
        } else if (response.status === 400) {
          // A reference to another company's record in a create or an edit (AddressId, LockId, ParentId…)
          // is refused on that parameter, as the contract documents; any other 400 would mean the
          // generated parameters were wrong, and the identifier never checked.
          expect(response.body.fields?.[param], context).toBeDefined();
        } else {
          expect(response.status, context).toBe(404);
        }
      }
      const after = await companyDigest(t.db, companyBId);
      expect(after).toEqual(before);
      digestB = after;
    },
  );
});
