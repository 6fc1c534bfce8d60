import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken, tokenMatches } from '../../server/auth/tokens';

describe('session tokens', () => {
  it('stores the SHA-256 of a token in hex, never the token', () => {
    const token = newToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).not.toContain(token);
  });

  it('accepts only the token whose hash was stored', () => {
    const token = newToken();
    const stored = hashToken(token);
    expect(tokenMatches(token, stored)).toBe(true);
    expect(tokenMatches(newToken(), stored)).toBe(false);
    // One character off, at the start and at the end.
    expect(tokenMatches(`x${token.slice(1)}`, stored)).toBe(false);
    expect(tokenMatches(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, stored)).toBe(false);
    // A stored value of another length (damaged, or of another hash) never matches.
    expect(tokenMatches(token, stored.slice(0, -2))).toBe(false);
    expect(tokenMatches(token, '')).toBe(false);
  });
});
