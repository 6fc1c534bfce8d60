import { parseArgs } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { databaseLocation, readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { companyProfiles, localServers, users } from '../../server/db/schema';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { issueLocalServerToken } from '../../server/devices/tokens';
import { runDoors } from './doors';
import { type Device, eventsNow, loadCompany, sendEvents, todaysEvents } from './events';

const USAGE = `npm run simulate -- [--url http://127.0.0.1:8080] [--token <localServerId>:<token> | --issue-token]
                       [--phone <company admin>] [--password <password>] [--live <seconds>] [--doors]

Plays today's pass events of a company's doors, up to now, into the journal through HTTP, as the
company's local server (AddPassEvents); with --live it then keeps sending events as they happen.
--doors: also the local server's door side: it collects the open commands that guest links write from
the public lock page (GetLockCommands), opens the locks (prints them) and acknowledges them, until
--live ends, or until Ctrl-C without --live.
--token: the local server's token from the company form (local servers tab). --issue-token: issues
one for the company's first local server in the database of DATABASE_URL / DATA_DIR (a PGlite data
directory only while no server holds it). The points and abonents are read as the company's admin
(default: the demo company admin ${DEMO_ACCOUNTS.companyAdmin}).`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    token: { type: 'string' },
    'issue-token': { type: 'boolean', default: false },
    phone: { type: 'string', default: DEMO_ACCOUNTS.companyAdmin },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD },
    live: { type: 'string' },
    doors: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || (!values.token && !values['issue-token'])) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

/** A new token for the first local server of the admin's company, straight in the database. */
async function issueToken(phone: string): Promise<Device> {
  const database = await openDatabase(databaseLocation(readConfig()));
  try {
    const [server] = await database.db
      .select({ id: localServers.id, companyId: localServers.companyId })
      .from(localServers)
      .innerJoin(companyProfiles, eq(companyProfiles.companyId, localServers.companyId))
      .innerJoin(users, and(eq(users.id, companyProfiles.userId), eq(users.phoneNumber, phone)))
      .orderBy(asc(localServers.name))
      .limit(1);
    if (!server) throw new Error(`No local server in the companies of ${phone}`);
    return {
      localServerId: server.id,
      token: (await issueLocalServerToken(database.db, server.companyId, server.id))!,
    };
  } finally {
    await database.close();
  }
}

const device: Device = values.token
  ? {
      localServerId: values.token.slice(0, values.token.indexOf(':')),
      token: values.token.slice(values.token.indexOf(':') + 1),
    }
  : await issueToken(values.phone);
const { points, people } = await loadCompany(values.url, values.phone, values.password);
if (points.length === 0) throw new Error('The company has no access points to simulate');
const day = todaysEvents(points, people);
const started = performance.now();
const sent = await sendEvents(values.url, device, day);
console.log(
  `Today so far: ${day.length} events at ${points.length} points, ${sent.accepted} stored, ${sent.duplicates} already there (${Math.round(performance.now() - started)} ms).`,
);

const stop = new AbortController();
process.on('SIGINT', () => stop.abort());
const doors =
  values.doors &&
  runDoors({
    url: values.url,
    ...device,
    signal: stop.signal,
    onOpen: (command) =>
      console.log(`\n${new Date().toISOString()} opened ${command.lockPid} («${command.accessPointName}»)`),
  });
if (doors) console.log('Doors: waiting for open commands from the public lock page.');

if (values.live) {
  const until = Date.now() + Number(values.live) * 1000;
  let total = 0;
  while (Date.now() < until && !stop.signal.aborted) {
    const events = eventsNow(points, people);
    total += (await sendEvents(values.url, device, events)).accepted;
    process.stdout.write(`\rLive: ${total} events sent`);
    await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 3000));
  }
  console.log();
}
if (doors) {
  if (values.live) stop.abort();
  await doors;
}
