/**
 * Revoking many access rights at once (issue 43): by ticked ids or by the list's filters; the preview's
 * counts are what the revoke then makes; another company's records are refused; the revoke is one
 * transaction on the audit trail, and the doors lose the rights' phones and plates.
 */
import { gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages } from '../../contract/bulk';
import { auditLog, doorCredentials } from '../../server/db/schema';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

const lastTrailId = async () =>
  (await t.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0].id;

/** The rights that some door holds a credential of. */
const rightsAtDoors = async (ids: string[]) =>
  new Set(
    (
      await t.db
        .select({ id: doorCredentials.accessRightId })
        .from(doorCredentials)
        .where(inArray(doorCredentials.accessRightId, ids))
    ).map((row) => row.id),
  );

describe('RevokeAccessRights', () => {
  it('previews without writing, then revokes what the preview counted, and the doors lose them', async () => {
    const active = await t.call('GetAccessRights', { Status: 'active', Limit: 100 }, { headers: companyA });
    const ids = active.body.items.map((row: { id: string }) => row.id).slice(0, 3);
    expect(ids.length).toBeGreaterThan(0);
    const atDoors = await rightsAtDoors(ids);
    expect(atDoors.size).toBeGreaterThan(0);
    const trailBefore = await lastTrailId();

    const seen = await t.call(
      'PreviewAccessRightsRevoke',
      { Selection: 'ids', AccessRightIds: ids },
      { headers: companyA },
    );
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ selected: ids.length, changed: ids.length, holdersAtDoors: atDoors.size });
    expect(seen.body.starting).toEqual([]);
    expect(seen.body.stopping.length).toBeGreaterThan(0);
    expect(seen.body.doors).toBeGreaterThan(0);
    expect(await lastTrailId()).toBe(trailBefore);
    expect(await rightsAtDoors(ids)).toEqual(atDoors);

    const done = await t.call('RevokeAccessRights', { Selection: 'ids', AccessRightIds: ids }, { headers: companyA });
    expect(done.body).toEqual({ selected: ids.length, changed: ids.length });
    expect((await rightsAtDoors(ids)).size).toBe(0);
    const trail = await t.db.select().from(auditLog).where(gt(auditLog.id, trailBefore));
    expect(trail.map((row) => [row.action, row.tableName, row.operation])).toEqual(
      ids.map(() => ['RevokeAccessRights', 'access_rights', 'UPDATE']),
    );
  });

  it('takes every right the list finds with its filters: the revoked ones have nothing left to revoke', async () => {
    const revoked = await t.call('GetAccessRights', { Status: 'revoked', Limit: 1 }, { headers: companyA });
    const params = { Selection: 'matching', Status: 'revoked' };
    const seen = await t.call('PreviewAccessRightsRevoke', params, { headers: companyA });
    expect(seen.body).toMatchObject({ selected: revoked.body.total, changed: 0, doors: 0 });
    expect((await t.call('RevokeAccessRights', params, { headers: companyA })).body).toEqual({
      selected: revoked.body.total,
      changed: 0,
    });
  });

  it('refuses what is not one of the company’s rights', async () => {
    // Another company's record (the demo company B has no access rights: one of its abonents).
    const added = await t.call(
      'AddAbonent',
      { Name: 'Bulk test theirs', PhoneNumber: '+79167000001' },
      { headers: companyB },
    );
    const theirs = [added.body.id as string];
    const done = await t.call(
      'RevokeAccessRights',
      { Selection: 'ids', AccessRightIds: theirs },
      { headers: companyA },
    );
    expect(done.status).toBe(400);
    expect(done.body.fields).toEqual({ AccessRightIds: bulkMessages.notFound });
  });
});
