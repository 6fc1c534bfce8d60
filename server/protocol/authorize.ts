import { errors } from '../../src/domain/messages';
import { AUTH_SCHEME, type Area } from '../../src/domain/protocol';
import { findSession, type Session } from '../auth/sessions';
import type { Database } from '../db/open';
import { ApiError } from './api-error';

// `SAS-TOKEN <apiKeyId>:<token>`: the apiKeyId is a UUID, the token base64url.
const HEADER = new RegExp(
  `^${AUTH_SCHEME} ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Za-z0-9_-]{1,100})$`,
  'i',
);

/**
 * The area guard: the session an Action of `area` may run with (null for public Actions), or the 401/403
 * that says why not.
 */
export async function authorize(db: Database, area: Area, header: string | undefined): Promise<Session | null> {
  if (area === 'public') return null;
  const match = header?.match(HEADER);
  const found = match && (await findSession(db, match[1].toLowerCase(), match[2]));
  if (!found) throw new ApiError(401, errors.unauthorized);
  const { isPlatformAdmin, hasProfile, ...session } = found;
  if (area === 'platform' && !(session.area === 'platform' && isPlatformAdmin)) {
    throw new ApiError(403, errors.forbiddenArea);
  }
  if (area === 'company') {
    if (session.area !== 'company') throw new ApiError(403, errors.forbiddenArea);
    if (!session.companyId || !hasProfile) throw new ApiError(403, errors.profileRequired);
  }
  return session;
}
