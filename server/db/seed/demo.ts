import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../open';
import { cameraSecretKey, sealSecret } from '../../cameras/secrets';
import { accessObjects, addresses, companies, companyProfiles, keys, userSecondFactors, users } from '../schema';
import { seedDemoAbonents } from './demo-abonents';
import { seedDemoAccess } from './demo-access';
import { seedDemoCameras } from './demo-cameras';
import { seedDemoControllers } from './demo-controllers';
import { seedDemoJoinRequests } from './demo-join-requests';
import { seedDemoJournal } from './demo-journal';
import { seedDemoKeys } from './demo-keys';
import { DEMO_TOTP_SECRET, demoCompanies, demoPeople } from './demo-data';
import { seedDemoPostamates } from './demo-postamates';
import { seedDemoRights } from './demo-rights';
import { seedDemoPaymentMethods } from './demo-payment-methods';
import { seedDemoSip } from './demo-sip';
import { seedDemoTariffs } from './demo-tariffs';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_LOCK_KEY = 7_340_222;

const isEmpty = async (db: Database) => (await db.select({ users: count() }).from(users))[0].users === 0;

/** `days` days ago, so lists sorted by creation date show a history. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Fills an empty database with the demo data set and says whether it did. A database that already has
 * users is left alone, so a restart adds nothing and a changed password stays changed.
 */
export async function seedDemo(db: Database, password: string, secretKey?: Buffer): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // The key the operators' TOTP secret is sealed with (CAMERA_SECRET_KEY, or the generated one): read
  // before the transaction, which a generated key's first write would otherwise wait for.
  const key = await cameraSecretKey(db, secretKey);
  // argon2 is slow on purpose: hash before the transaction, in parallel, one salt per person.
  const passwordHashes = await Promise.all(demoPeople.map(() => hashPassword(password)));

  const companyIds = demoCompanies.map(() => randomUUID());
  const userIds = demoPeople.map(() => randomUUID());

  return db.transaction(async (tx) => {
    // Servers starting together on one empty database: only the first one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;

    await tx.insert(companies).values(
      demoCompanies.map((company, index) => ({
        id: companyIds[index],
        name: company.name,
        ...company.details,
        createdAt: daysAgo(400 - index * 30),
      })),
    );
    await tx.insert(users).values(
      demoPeople.map((person, index) => ({
        id: userIds[index],
        displayName: person.displayName,
        phoneNumber: person.phoneNumber,
        email: person.email ?? null,
        emailConfirmed: person.emailConfirmed ?? false,
        isPlatformAdmin: person.isPlatformAdmin ?? false,
        passwordHash: passwordHashes[index],
        createdAt: daysAgo(300 - index * 7),
      })),
    );
    // The platform requires a second factor of its operators: theirs is enrolled with the documented
    // DEMO_TOTP_SECRET (README), so that a person can add it to an app and the tests compute its codes.
    await tx.insert(userSecondFactors).values(
      demoPeople.flatMap((person, index) =>
        person.isPlatformAdmin
          ? [
              {
                userId: userIds[index],
                secret: sealSecret(key, DEMO_TOTP_SECRET, `totp:${userIds[index]}`),
                confirmedAt: sql`now()`,
              },
            ]
          : [],
      ),
    );
    await tx.insert(companyProfiles).values(
      demoPeople.flatMap((person, index) =>
        (person.adminOf ?? []).map((company) => ({
          userId: userIds[index],
          companyId: companyIds[company],
          role: person.role ?? 'director',
        })),
      ),
    );
    await tx.insert(keys).values(
      demoPeople.flatMap((person, index) =>
        (person.keys ?? []).map((key, keyIndex) => ({
          userId: userIds[index],
          phoneNumber: person.phoneNumber,
          companyId: companyIds[key.company],
          title: key.title,
          status: key.status,
          createdAt: daysAgo(200 - index * 5 - keyIndex),
        })),
      ),
    );
    await tx.insert(addresses).values(
      demoCompanies.flatMap((company, index) =>
        company.addresses.map((value, addressIndex) => ({
          companyId: companyIds[index],
          value,
          createdAt: daysAgo(company.addresses.length * 3 - addressIndex * 3),
        })),
      ),
    );
    await tx
      .insert(accessObjects)
      .values(
        demoCompanies.flatMap((company, index) =>
          company.accessObjects.map((object) => ({ companyId: companyIds[index], ...object })),
        ),
      );
    await seedDemoSip(tx, companyIds);
    await seedDemoPaymentMethods(tx, companyIds);
    await seedDemoCameras(tx, companyIds);
    await seedDemoAccess(tx, new Map(demoCompanies.map((company, index) => [company.name, companyIds[index]])));
    await seedDemoTariffs(
      tx,
      companyIds,
      (company) => userIds[demoPeople.findIndex((p) => p.adminOf?.includes(company))] ?? null,
    );
    await seedDemoAbonents(tx, companyIds[0]);
    await seedDemoRights(tx, companyIds[0]);
    await seedDemoPostamates(tx, companyIds);
    await seedDemoKeys(tx, companyIds);
    await seedDemoControllers(tx, companyIds);
    await seedDemoJournal(tx, companyIds);
    await seedDemoJoinRequests(tx, companyIds);
    return true;
  });
}
