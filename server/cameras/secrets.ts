import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { serverKeys } from '../db/schema';

/**
 * Camera passwords at rest. Signing in to a camera needs them in clear, so they cannot be hashed: they
 * are encrypted with AES-256-GCM under a server key. The stored text is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts): the key id says which key sealed it, so a
 * changed key is reported as such rather than as a forged value, and the camera's id is bound in as
 * associated data, so a sealed password copied to another camera does not open.
 */

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
export const SECRET_KEY_BYTES = 32;
/** The name of the generated key in server_keys, used when CAMERA_SECRET_KEY is not set. */
const GENERATED_KEY_NAME = 'camera-passwords';

/** A sealed password that this server's key cannot open (another key, or a damaged value). */
export class UnreadableSecretError extends Error {
  constructor(reason: string) {
    super(`The camera password cannot be decrypted: ${reason}`);
    this.name = 'UnreadableSecretError';
  }
}

/** A short, non-secret fingerprint of a key. */
const keyId = (key: Buffer) =>
  createHash('sha256').update('camera-key-id:').update(key).digest('base64url').slice(0, 8);

export function sealSecret(key: Buffer, plaintext: string, cameraId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(cameraId));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, keyId(key), iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string, cameraId: string): string {
  const [version, sealedKeyId, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || ciphertext === undefined || rest.length > 0)
    throw new UnreadableSecretError('unknown format');
  if (sealedKeyId !== keyId(key)) throw new UnreadableSecretError('sealed with another key');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(cameraId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableSecretError('damaged or not this camera’s');
  }
}

/** CAMERA_SECRET_KEY: 32 bytes as 64 hexadecimal digits or as base64; undefined when it is neither. */
export function parseSecretKey(text: string): Buffer | undefined {
  if (/^[\da-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  const key = Buffer.from(text, 'base64');
  // Node's base64 decoder skips what is not base64: only a text that encodes back to itself is a key.
  return key.length === SECRET_KEY_BYTES && key.toString('base64') === text ? key : undefined;
}

const generatedKeys = new WeakMap<Database, Promise<Buffer>>();

async function loadOrCreateKey(db: Database): Promise<Buffer> {
  // Servers starting together on one database: the first insert wins and everyone reads the winner.
  await db
    .insert(serverKeys)
    .values({ name: GENERATED_KEY_NAME, value: randomBytes(SECRET_KEY_BYTES).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, GENERATED_KEY_NAME));
  return Buffer.from(row.value, 'base64');
}

/**
 * The key camera passwords are sealed with: CAMERA_SECRET_KEY when set (kept out of the database, so a
 * copy of the database alone does not reveal the passwords), else one generated on first use and kept in
 * the database (so every server on it shares the key), read once per database.
 */
export function cameraSecretKey(db: Database, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(configured);
  let key = generatedKeys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    generatedKeys.set(db, key);
    key.catch(() => generatedKeys.delete(db));
  }
  return key;
}
