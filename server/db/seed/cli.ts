import { parseArgs } from 'node:util';
import { databaseLocation, describeDatabase, readConfig } from '../../config';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { seedDemo } from './demo';
import { LARGE_ACCOUNTS, seedLarge, seedLargeAccess } from './large';
import { LARGE_JOURNAL, seedLargeJournal } from './large-journal';

/**
 * `npm run seed`: migrates the database of DATABASE_URL / DATA_DIR and adds the demo data, as the server
 * does at start. `npm run seed -- --scale large` also adds the benchmark data set.
 */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
if (values.scale !== undefined && values.scale !== 'large') {
  console.error(`Unknown --scale ${values.scale}: the only one is "large".`);
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase(databaseLocation(config));
try {
  await migrate(database.db);
  const demo = await seedDemo(database.db, config.DEMO_PASSWORD, config.CAMERA_SECRET_KEY);
  console.log(`${describeDatabase(config)}: ${demo ? 'demo data added' : 'has data already, demo data not added'}.`);
  if (values.scale === 'large') {
    const added = await seedLarge(database.db, config.DEMO_PASSWORD, (message) => console.log(`  ${message}`));
    console.log(
      added
        ? `Large data set added: sign in to the company area as ${LARGE_ACCOUNTS.companyAdmin} with the demo password.`
        : 'Large data set present already.',
    );
    const accessAdded = await seedLargeAccess(database.db, (message) => console.log(`  ${message}`));
    if (accessAdded) console.log(`Access tree of about 21,400 nodes added for ${LARGE_ACCOUNTS.companyAdmin}.`);
    const journalAdded = await seedLargeJournal(database.db, (message) => console.log(`  ${message}`));
    if (journalAdded)
      console.log(
        `${LARGE_JOURNAL.events.toLocaleString('en')} pass events over ${LARGE_JOURNAL.months} months added to the journal.`,
      );
  }
} finally {
  await database.close();
}
