// The clients of the soak and fault benchmarks: a company admin's session doing what the console does
// (lists with and without search, reads by id, creates, edits and deletes of the company's records), and
// a ledger of what the server acknowledged, checked against the database at the end.
import { type Answer, callAction, signInToCompany } from './api';
import { seededRandom } from './random';

/** The tables the workload writes to, with the column its edits change. */
export const WRITTEN = {
  addresses: 'value',
  abonents: 'name',
  access_objects: 'display_name',
  sip_devices: 'name',
} as const;
export type Table = keyof typeof WRITTEN;

/** What the server acknowledged (answered 200 to): the ids created and deleted, the last value of each edit. */
export class Ledger {
  readonly created = new Map<Table, Set<string>>();
  readonly deleted = new Map<Table, Set<string>>();
  readonly edited = new Map<Table, Map<string, string>>();

  create(table: Table, id: string) {
    this.setOf(this.created, table).add(id);
  }
  delete(table: Table, id: string) {
    this.setOf(this.deleted, table).add(id);
    this.edited.get(table)?.delete(id);
  }
  edit(table: Table, id: string, value: string) {
    if (!this.edited.has(table)) this.edited.set(table, new Map());
    this.edited.get(table)!.set(id, value);
  }
  private setOf(map: Map<Table, Set<string>>, table: Table) {
    if (!map.has(table)) map.set(table, new Set());
    return map.get(table)!;
  }
}

export interface Verification {
  table: Table;
  created: number;
  /** Acknowledged creates (not deleted afterwards) that are not in the table. */
  missing: number;
  deleted: number;
  /** Acknowledged deletes still in the table. */
  stillThere: number;
  edited: number;
  /** Acknowledged edits whose value is not the stored one. */
  stale: number;
}

/** What both a pg client and a PGlite can do: a query with parameters. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: any[] }>;
}

/** Compares the ledger with the database, table by table, in a few queries. */
export async function verifyLedger(db: Queryable, ledger: Ledger): Promise<Verification[]> {
  const results: Verification[] = [];
  for (const table of Object.keys(WRITTEN) as Table[]) {
    const column = WRITTEN[table];
    const deleted = [...(ledger.deleted.get(table) ?? [])];
    const created = [...(ledger.created.get(table) ?? [])].filter((id) => !ledger.deleted.get(table)?.has(id));
    const edited = [...(ledger.edited.get(table) ?? [])];
    const present = async (ids: string[]) =>
      new Map(
        (
          await db.query(`select id::text, ${column} as value from ${table} where id = any($1::uuid[])`, [ids])
        ).rows.map((row) => [row.id as string, row.value as string]),
      );
    const createdFound = await present(created);
    const deletedFound = await present(deleted);
    const editedFound = await present(edited.map(([id]) => id));
    results.push({
      table,
      created: created.length,
      missing: created.filter((id) => !createdFound.has(id)).length,
      deleted: deleted.length,
      stillThere: deletedFound.size,
      edited: edited.length,
      stale: edited.filter(([id, value]) => editedFound.get(id) !== value).length,
    });
  }
  return results;
}

/** A company-area session and what the client knows of its company. */
export interface Session {
  base: string;
  headers: Record<string, string>;
  companyId: string;
  /** A name for this client, unique in the run: it makes its created values unique. */
  tag: string;
}

/** One kind of request: its name (the report's row) and how likely it is. */
export interface Operation {
  kind: string;
  weight: number;
  /** Undefined when it has nothing to act on yet (an edit before any create): another kind is drawn. */
  run(client: Client): Promise<Answer | undefined> | undefined;
}

const SIP_CONFIGURATION = '[sip]\nusername = panel-soak\npassword = Sw0rdfish-9\ntransport = tls\n';
const SEARCHES = ['Лесная', 'д. 12', 'Road', 'Court', 'подъезд 2', 'Harbour'];

/** A client's own records, so that it edits and deletes only what it created (no 404 from a race). */
export class Client {
  private counter = 0;
  readonly own = new Map<Table, string[]>();
  /** The company's cameras and SIP servers, read once; abonents link the cameras. */
  cameraIds: string[] = [];
  sipServerId: string | undefined;
  /** A seeded access object (never one a client deletes), for its perimeters. */
  accessObjectId: string | undefined;

  constructor(
    readonly session: Session,
    readonly ledger: Ledger,
    /** Its draws (seededRandom): the same client of a run makes the same choices at every run. */
    readonly random: () => number,
  ) {}

  call(action: string, params: Record<string, unknown> = {}) {
    return callAction(this.session.base, this.session.headers, action, params);
  }

  /** A value no other client and no earlier request of this one used. */
  unique(prefix: string) {
    return `${prefix} ${this.session.tag}-${++this.counter}`;
  }

  ownOf(table: Table) {
    if (!this.own.has(table)) this.own.set(table, []);
    return this.own.get(table)!;
  }

  /** One of its records, or undefined; `take` removes it (it is about to be deleted). */
  pick(table: Table, take = false): string | undefined {
    const list = this.ownOf(table);
    if (list.length === 0) return undefined;
    const index = Math.floor(this.random() * list.length);
    return take ? list.splice(index, 1)[0] : list[index];
  }

  async create(table: Table, action: string, params: Record<string, unknown>) {
    const answer = await this.call(action, params);
    if (answer.status === 200) {
      this.ledger.create(table, answer.body.id);
      this.ownOf(table).push(answer.body.id);
    }
    return answer;
  }

  async edit(table: Table, action: string, id: string, value: string, params: Record<string, unknown>) {
    const answer = await this.call(action, params);
    if (answer.status === 200) this.ledger.edit(table, id, value);
    return answer;
  }

  async remove(table: Table, action: string, id: string, params: Record<string, unknown>) {
    const answer = await this.call(action, params);
    if (answer.status === 200) this.ledger.delete(table, id);
    else this.ownOf(table).push(id);
    return answer;
  }

  /** Reads what creates refer to: the company's cameras and a SIP server. */
  async prepare() {
    const cameras = await this.call('GetCameras', { Limit: 2 });
    const servers = await this.call('GetRegisteredSipServers', { Limit: 1 });
    const objects = await this.call('GetAccessObjects', { Limit: 1 });
    for (const answer of [cameras, servers, objects]) {
      if (answer.status !== 200)
        throw new Error(`cannot read the company: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    this.cameraIds = cameras.body.items.map((camera: { id: string }) => camera.id);
    this.sipServerId = servers.body.items[0]?.id;
    this.accessObjectId = objects.body.items[0]?.id;
  }
}

const search = (client: Client) => SEARCHES[Math.floor(client.random() * SEARCHES.length)];

/** An abonent linked to the company's cameras: its create writes several rows in one transaction. */
export const abonentParams = (client: Client, name: string) => ({
  Name: name,
  PhoneNumber: `+7916${String(Math.floor(client.random() * 1e7)).padStart(7, '0')}`,
  Room: String(1 + Math.floor(client.random() * 300)),
  CameraIds: client.cameraIds,
});

/** The soak's mix: about three reads to one write, over the company's resources. */
export const SOAK_MIX: Operation[] = [
  { kind: 'GetAddress', weight: 10, run: (c) => c.call('GetAddress') },
  { kind: 'GetAddress Search', weight: 8, run: (c) => c.call('GetAddress', { Search: search(c) }) },
  {
    kind: 'GetAddress Id',
    weight: 4,
    run: (c) => mapDefined(c.pick('addresses'), (id) => c.call('GetAddress', { Id: id })),
  },
  { kind: 'GetAbonents', weight: 6, run: (c) => c.call('GetAbonents') },
  { kind: 'GetAbonents Search', weight: 4, run: (c) => c.call('GetAbonents', { Search: 'soak' }) },
  { kind: 'GetCameras', weight: 4, run: (c) => c.call('GetCameras') },
  { kind: 'GetTariffPolicies', weight: 3, run: (c) => c.call('GetTariffPolicies') },
  { kind: 'GetSipDevices', weight: 4, run: (c) => c.call('GetSipDevices') },
  { kind: 'GetAccessObjects', weight: 3, run: (c) => c.call('GetAccessObjects') },
  {
    kind: 'GetAccessPerimeters',
    weight: 2,
    run: (c) => mapDefined(c.accessObjectId, (id) => c.call('GetAccessPerimeters', { AccessObjectId: id })),
  },
  { kind: 'GetAllAccessPoints', weight: 3, run: (c) => c.call('GetAllAccessPoints') },
  { kind: 'GetLocks', weight: 2, run: (c) => c.call('GetLocks') },
  { kind: 'GetAccessZones', weight: 2, run: (c) => c.call('GetAccessZones', { Search: 'Корпус' }) },
  {
    kind: 'AddAddress',
    weight: 6,
    run: (c) => c.create('addresses', 'AddAddress', { Value: c.unique('г. Москва, ул. Нагрузочная, д.') }),
  },
  {
    kind: 'EditAddress',
    weight: 3,
    run: (c) =>
      mapDefined(c.pick('addresses'), (id) => {
        const value = c.unique('г. Москва, ул. Изменённая, д.');
        return c.edit('addresses', 'EditAddress', id, value, { Id: id, Value: value });
      }),
  },
  {
    kind: 'AddAbonent',
    weight: 4,
    run: (c) => c.create('abonents', 'AddAbonent', abonentParams(c, c.unique('Абонент soak'))),
  },
  {
    kind: 'EditAbonent',
    weight: 2,
    run: (c) =>
      mapDefined(c.pick('abonents'), (id) => {
        const name = c.unique('Абонент soak изменён');
        return c.edit('abonents', 'EditAbonent', id, name, { AbonentId: id, Name: name });
      }),
  },
  {
    kind: 'DeleteAbonent',
    weight: 2,
    run: (c) =>
      mapDefined(c.pick('abonents', true), (id) => c.remove('abonents', 'DeleteAbonent', id, { AbonentId: id })),
  },
  {
    kind: 'CreateAccessObject',
    weight: 2,
    run: (c) => c.create('access_objects', 'CreateAccessObject', { DisplayName: c.unique('ЖК «Нагрузка»') }),
  },
  {
    kind: 'EditAccessObject',
    weight: 1,
    run: (c) =>
      mapDefined(c.pick('access_objects'), (id) => {
        const name = c.unique('ЖК «Нагрузка» изменён');
        return c.edit('access_objects', 'EditAccessObject', id, name, { Id: id, DisplayName: name });
      }),
  },
  {
    kind: 'DeleteAccessObject',
    weight: 1,
    run: (c) =>
      mapDefined(c.pick('access_objects', true), (id) =>
        c.remove('access_objects', 'DeleteAccessObject', id, { Id: id }),
      ),
  },
  {
    kind: 'RegisterSipDevice',
    weight: 1,
    run: (c) =>
      mapDefined(c.sipServerId, (serverId) =>
        c.create('sip_devices', 'RegisterSipDevice', {
          Name: c.unique('Панель soak'),
          ServerId: serverId,
          OpenMethod: 'relay',
          Configuration: SIP_CONFIGURATION,
        }),
      ),
  },
  {
    kind: 'EditSipDevice',
    weight: 1,
    run: (c) =>
      mapDefined(c.pick('sip_devices'), (id) => {
        const name = c.unique('Панель soak изменена');
        return c.edit('sip_devices', 'EditSipDevice', id, name, { SipDeviceId: id, Name: name });
      }),
  },
  {
    kind: 'DeleteSipDevice',
    weight: 1,
    run: (c) =>
      mapDefined(c.pick('sip_devices', true), (id) =>
        c.remove('sip_devices', 'DeleteSipDevice', id, { SipDeviceId: id }),
      ),
  },
];

const mapDefined = <T, R>(value: T | undefined, use: (value: T) => R): R | undefined =>
  value === undefined ? undefined : use(value);

/** Draws an operation by weight; one that has nothing to act on yet is drawn again. */
export async function runOne(client: Client, mix: Operation[]): Promise<{ kind: string; answer: Answer }> {
  const total = mix.reduce((sum, operation) => sum + operation.weight, 0);
  for (;;) {
    let draw = client.random() * total;
    const operation = mix.find((candidate) => (draw -= candidate.weight) < 0) ?? mix[0];
    const answer = await operation.run(client);
    if (answer) return { kind: operation.kind, answer };
  }
}

/** Who a client signs in as: a company admin's phone number, and which of its companies for an admin of several. */
export interface Account {
  phoneNumber: string;
  companyIndex?: number;
  /** The client's name in the run (Session.tag). */
  tag: string;
}

/**
 * Signs in `count` clients to `base` as `accountOf(index)` says, each ready to run (Client.prepare),
 * `concurrency` at a time and in order. Not all at once: argon2 is slow on purpose, and the sign-in
 * throttle reserves an attempt before it checks the password, so more than MAX_FAILED_ATTEMPTS sign-ins
 * of one phone number at once are refused (429), however right their password.
 */
export async function signInClients(
  base: string,
  ledger: Ledger,
  { count, concurrency, accountOf }: { count: number; concurrency: number; accountOf: (index: number) => Account },
): Promise<Client[]> {
  const signIn = async (index: number) => {
    const { phoneNumber, companyIndex, tag } = accountOf(index);
    const session = { base, ...(await signInToCompany(base, phoneNumber, companyIndex)), tag };
    // Seeded by its place in the run, not its tag (which may hold the time): the same choices every run.
    const client = new Client(session, ledger, seededRandom(index + 1));
    await client.prepare();
    return client;
  };
  const clients: Client[] = [];
  for (let first = 0; first < count; first += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - first) }, (_, offset) => signIn(first + offset));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}
