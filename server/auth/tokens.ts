import { hash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the sessions table stores instead of the token: its SHA-256 in hex. The one-shot hash is a third
 * cheaper than a Hash object, and this runs on every signed-in request.
 */
export const hashToken = (token: string): string => hash('sha256', token);

/**
 * Whether `token` is the one whose hash was stored, compared in constant time so that response times do
 * not leak how much of the stored hash a guess matched. The hex texts are compared directly: decoding
 * both into buffers for `crypto.timingSafeEqual` cost more than the comparison.
 */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = hashToken(token);
  if (presented.length !== storedHash.length) return false;
  let difference = 0;
  for (let index = 0; index < presented.length; index++)
    difference |= presented.charCodeAt(index) ^ storedHash.charCodeAt(index);
  return difference === 0;
}
