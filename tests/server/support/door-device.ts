import { sql } from 'drizzle-orm';
import { CredentialStore, type DeviceCall } from '../../../scripts/simulate/credential-store';
import { deviceHeaders } from './sessions';
import type { TestApp } from './test-app';

/**
 * The company's first local server as a door device: its token, a credential store that syncs through the
 * protocol as the simulator's does, and (when `allDoors`) every door of the company assigned to it.
 */
export async function doorDevice(t: TestApp, companyId: string, { allDoors = false } = {}) {
  const headers = await deviceHeaders(t, companyId);
  const id = headers.authorization.split(' ')[1].split(':')[0];
  const call: DeviceCall = async (method, action, params = {}) => {
    const asQuery = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
    const { status, body } = await t.call(action, method === 'GET' ? asQuery : params, { headers, method });
    return { status, body };
  };
  if (allDoors)
    await t.db.execute(sql`insert into device_points (company_id, local_server_id, access_point_id)
      select company_id, ${id}::uuid, id from access_points where company_id = ${companyId}::uuid`);
  return { id, headers, store: new CredentialStore(call) };
}
