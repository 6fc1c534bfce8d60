import { argon2id, hash, verify } from 'argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 40 ms a hash. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of nothing anyone knows, with the same parameters: signing in with an unknown phone number
 * verifies against it, so it costs as long as a wrong password and does not reveal which phones exist.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$Ec2DG+ArmDcdvdIvDvqVSQ$MGTm+QlPgqBe17YuMxCteZQzykLup1SVdHKj2VKvUKc';

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** Whether `password` matches `passwordHash`; with no hash (unknown user) it spends the same time and says no. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(passwordHash ?? DUMMY_HASH, password);
  return matches && passwordHash !== undefined;
}
