import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session token: 256 random bits. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

// The one-shot hash: a third cheaper than a Hash object, and this runs on every signed-in request.
const sha256 = (token: string): Buffer => hash('sha256', token, 'buffer');

/** What the sessions table stores instead of the token. */
export const hashToken = (token: string): string => sha256(token).toString('hex');

/** Compares in constant time, so response times do not leak how much of a guessed token was right. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const presented = sha256(token);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
