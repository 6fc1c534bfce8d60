import { parseArgs } from 'node:util';
import { and, asc, eq, sql } from 'drizzle-orm';
import { databaseLocation, readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { companyProfiles, localServers, users } from '../../server/db/schema';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { issueLocalServerToken } from '../../server/devices/tokens';
import { DoorController, runDevice } from './device';
import { runDoors } from './doors';
import {
  type Device,
  deviceAuthorization,
  eventsNow,
  httpDeviceCall,
  loadCompany,
  sendEvents,
  todaysEvents,
} from './events';

const USAGE = `npm run simulate -- [--url http://127.0.0.1:8080] [--token <localServerId>:<token> | --issue-token]
                       [--phone <company admin>] [--password <password>] [--live <seconds>] [--doors]
                       [--device]

Plays today's pass events of a company's doors, up to now, into the journal through HTTP, as the
company's local server (AddPassEvents); with --live it then keeps sending events as they happen.
--doors: also the local server's door side: it collects the open commands that guest links write from
the public lock page (GetLockCommands), opens the locks (prints them) and acknowledges them, until
--live ends, or until Ctrl-C without --live.
--device: instead of playing the journal, the local server as a door controller (docs/device-protocol.md):
it keeps its own copy of its doors' credentials (a snapshot, then the changes by long poll, each version
acknowledged), decides a pass every few seconds at its doors from that copy alone, and reports each with
the version it decided with. When the platform is out of reach it goes on deciding and queues the events,
sent once it answers again. Until --live ends, or until Ctrl-C without --live; it needs no admin sign-in.
--token: the local server's token from the company form (local servers tab). --issue-token: issues
one for the company's first local server in the database of DATABASE_URL / DATA_DIR (a PGlite data
directory only while no server holds it); with --device it also gives that local server every door of
the company when it serves none yet. Without --device, the points and abonents are read as the
company's admin (default: the demo company admin ${DEMO_ACCOUNTS.companyAdmin}).`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    token: { type: 'string' },
    'issue-token': { type: 'boolean', default: false },
    phone: { type: 'string', default: DEMO_ACCOUNTS.companyAdmin },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD },
    live: { type: 'string' },
    doors: { type: 'boolean', default: false },
    device: { type: 'boolean', default: false },
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
    if (values.device) {
      // Until the console assigns doors to devices, the simulator's local server serves them all.
      const { rows } = (await database.db.execute(sql`
        insert into device_points (company_id, local_server_id, access_point_id)
        select p.company_id, ${server.id}::uuid, p.id from access_points p
         where p.company_id = ${server.companyId}::uuid
           and not exists (select 1 from device_points d where d.local_server_id = ${server.id}::uuid)
        returning access_point_id`)) as unknown as { rows: unknown[] };
      if (rows.length > 0) console.log(`Assigned the company's ${rows.length} doors to its local server.`);
    }
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
const stopAfterLive = values.live ? setTimeout(() => stop.abort(), Number(values.live) * 1000) : undefined;

if (values.device) {
  const controller = new DoorController({
    call: httpDeviceCall(values.url, deviceAuthorization(device), stop.signal),
    log: (line) => console.log(line),
  });
  await runDevice({ controller, signal: stop.signal });
  if (controller.queue.length > 0) console.log(`Stopped with ${controller.queue.length} events not yet sent.`);
} else {
  const { points, people } = await loadCompany(values.url, values.phone, values.password);
  if (points.length === 0) throw new Error('The company has no access points to simulate');
  const day = todaysEvents(points, people);
  const started = performance.now();
  const sent = await sendEvents(values.url, device, day);
  console.log(
    `Today so far: ${day.length} events at ${points.length} points, ${sent.accepted} stored, ${sent.duplicates} already there (${Math.round(performance.now() - started)} ms).`,
  );
  if (values.live) {
    let total = 0;
    while (!stop.signal.aborted) {
      const events = eventsNow(points, people);
      total += (await sendEvents(values.url, device, events)).accepted;
      process.stdout.write(`\rLive: ${total} events sent`);
      await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 3000));
    }
    console.log();
  }
}
if (doors) {
  if (values.live) stop.abort();
  await doors;
}
clearTimeout(stopAfterLive);
