import { errors } from '../../contract/messages';
import { type ActionPermission, allows } from '../../contract/permissions';
import { AUTH_SCHEME, CONTROLLER_AUTH_SCHEME, DEVICE_AUTH_SCHEME, type Area } from '../../contract/protocol';
import { COMPANY_TOKEN_SCHEME } from '../../contract/company-api-token';
import { findApiToken } from '../auth/api-tokens';
import { findSession, type Session } from '../auth/sessions';
import type { Database } from '../db/open';
import { type DevicePrincipal, findDevice } from '../devices/tokens';
import { ApiError } from './api-error';

// `<scheme> <id>:<token>`: the id is a UUID (a session's apiKeyId, a local server's id), the token base64url.
const credentialsHeader = (scheme: string) =>
  new RegExp(`^${scheme} ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Za-z0-9_-]{1,100})$`, 'i');
const SESSION_HEADER = credentialsHeader(AUTH_SCHEME);
const COMPANY_TOKEN_HEADER = credentialsHeader(COMPANY_TOKEN_SCHEME);
const DEVICE_HEADERS = [
  { kind: 'localServer', header: credentialsHeader(DEVICE_AUTH_SCHEME) },
  { kind: 'controller', header: credentialsHeader(CONTROLLER_AUTH_SCHEME) },
] as const;

/** Who is calling: a person's session, a company's device (local server, controller), or nobody (public Actions). */
export interface Caller {
  session: Session | null;
  device: DevicePrincipal | null;
  /** What the session's role allows now (contract/permissions.ts); none for a device or nobody. */
  permissions: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();
const NOBODY: Caller = { session: null, device: null, permissions: NONE };

/**
 * The area guard: who may run an Action of `area` needing `permission` with this Authorization header,
 * or the 401/403 that says why not. A session never passes for a device, nor a device's token for a
 * session; a session whose role lacks the permission is refused before its parameters are even read.
 */
export async function authorize(
  db: Database,
  { area, permission }: { area: Area; permission?: ActionPermission },
  header: string | undefined,
): Promise<Caller> {
  if (area === 'public') return NOBODY;
  if (area === 'device') {
    const scheme = DEVICE_HEADERS.find(({ header: pattern }) => header && pattern.test(header));
    const match = scheme && header!.match(scheme.header);
    const device = match && (await findDevice(db, scheme.kind, match[1].toLowerCase(), match[2]));
    if (!device) throw new ApiError(401, errors.unauthorized);
    return { session: null, device, permissions: NONE };
  }
  // A company's system with its API token: the company Actions its token's role allows, nothing else.
  const tokenMatch = header?.match(COMPANY_TOKEN_HEADER);
  if (tokenMatch) {
    const apiToken = await findApiToken(db, tokenMatch[1].toLowerCase(), tokenMatch[2]);
    if (!apiToken) throw new ApiError(401, errors.unauthorized);
    if (area !== 'company' && area !== 'console') throw new ApiError(403, errors.forbiddenArea);
    if (permission && !allows(apiToken.permissions, permission)) throw new ApiError(403, errors.forbiddenPermission);
    const { id, companyId, expiresAt, permissions } = apiToken;
    return {
      session: { id, token: '', userId: null, area: 'company', companyId, expiresAt },
      device: null,
      permissions,
    };
  }
  const match = header?.match(SESSION_HEADER);
  const found = match && (await findSession(db, match[1].toLowerCase(), match[2]));
  if (!found) throw new ApiError(401, errors.unauthorized);
  const { session, isPlatformAdmin, hasProfile, permissions } = found;
  const platform = session.area === 'platform' && isPlatformAdmin;
  if (area === 'platform' && !platform) throw new ApiError(403, errors.forbiddenArea);
  if (area === 'company' || (area === 'console' && !platform)) {
    if (session.area !== 'company') throw new ApiError(403, errors.forbiddenArea);
    if (!session.companyId || !hasProfile) throw new ApiError(403, errors.profileRequired);
  }
  if (permission && !allows(permissions, permission)) throw new ApiError(403, errors.forbiddenPermission);
  return { session, device: null, permissions };
}
