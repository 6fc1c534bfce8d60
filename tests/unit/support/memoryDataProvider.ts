import type { DataProvider, GetListParams, RaRecord, UpdateParams } from 'react-admin';
import { HttpError } from 'react-admin';

type Method =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
  | 'getAbonentsReached'
  | 'getAbonentAccess';

export interface Call {
  method: Method;
  resource: string;
  params: any;
}

export interface MemoryDataProvider {
  dataProvider: DataProvider;
  /** The records, by resource; tests read and change them directly. */
  records: Record<string, RaRecord[]>;
  /** Every call the console made, in order, with the params it passed. */
  calls: Call[];
  callsOf: (method: Method, resource?: string) => Call[];
  /** The next call of `method` rejects with `error` (as a failing server would). */
  rejectNext: (method: Method, error: unknown) => void;
  /** The next call of `method` stays pending until the returned function is called. */
  holdNext: (method: Method) => () => void;
}

const copy = <T>(value: T): T => structuredClone(value);

const compare = (a: unknown, b: unknown) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
};

/**
 * A dataProvider that keeps its records in memory: what the network would be, and nothing else.
 * getList supports the search box (`q`, a case-insensitive substring of any text field), equality
 * filters, sort and paging, like the server's list Actions.
 */
export const createMemoryDataProvider = (
  initial: Record<string, RaRecord[]> = {},
  /** What the server gives a created record of a resource besides what was sent (a key's status, say). */
  createdDefaults: Record<string, Record<string, unknown>> = {},
): MemoryDataProvider => {
  const records: Record<string, RaRecord[]> = copy(initial);
  const calls: Call[] = [];
  const rejections = new Map<Method, unknown[]>();
  const holds = new Map<Method, Promise<void>[]>();
  let sequence = 0;

  const table = (resource: string) => (records[resource] ??= []);
  // Records of any shape, as the network would give them.
  const find = (resource: string, id: unknown): any => {
    const record = table(resource).find((row) => String(row.id) === String(id));
    if (!record) throw new HttpError('common.errors.notFound', 404);
    return record;
  };
  const enter = async (method: Method, resource: string, params: unknown) => {
    calls.push({ method, resource, params: copy(params) });
    const hold = holds.get(method)?.shift();
    if (hold) await hold;
    const queue = rejections.get(method);
    if (queue?.length) throw queue.shift();
  };
  // Records of any shape, as the network would give them.
  const list = (
    resource: string,
    { filter = {}, sort, pagination }: Partial<GetListParams>,
  ): { data: any[]; total: number } => {
    const { q, ...equals } = filter as Record<string, unknown>;
    const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
    let rows = table(resource).filter(
      (row) =>
        (!needle ||
          Object.values(row).some((value) => typeof value === 'string' && value.toLowerCase().includes(needle))) &&
        Object.entries(equals).every(([key, value]) => row[key] === value),
    );
    if (sort?.field) {
      const direction = sort.order === 'DESC' ? -1 : 1;
      rows = [...rows].sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
    }
    const { page = 1, perPage = 25 } = pagination ?? {};
    return { data: copy(rows.slice((page - 1) * perPage, page * perPage)), total: rows.length };
  };

  const dataProvider: DataProvider = {
    getList: async (resource, params) => {
      await enter('getList', resource, params);
      return list(resource, params);
    },
    getOne: async (resource, params) => {
      await enter('getOne', resource, params);
      return { data: copy(find(resource, params.id)) };
    },
    getMany: async (resource, params) => {
      await enter('getMany', resource, params);
      return { data: params.ids.map((id) => copy(find(resource, id))) };
    },
    getManyReference: async (resource, params) => {
      await enter('getManyReference', resource, params);
      return list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    create: async (resource, params) => {
      await enter('create', resource, params);
      sequence += 1;
      const record = {
        id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
        created: new Date().toISOString(),
        ...createdDefaults[resource],
        ...params.data,
      };
      table(resource).push(record);
      return { data: copy(record) } as never;
    },
    update: async (resource, params: UpdateParams) => {
      await enter('update', resource, params);
      const record = find(resource, params.id);
      Object.assign(record, params.data);
      return { data: copy(record) } as never;
    },
    updateMany: async (resource, params) => {
      await enter('updateMany', resource, params);
      params.ids.forEach((id) => Object.assign(find(resource, id), params.data));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await enter('delete', resource, params);
      const record = find(resource, params.id);
      records[resource] = table(resource).filter((row) => row !== record);
      return { data: copy(record) } as never;
    },
    deleteMany: async (resource, params) => {
      await enter('deleteMany', resource, params);
      records[resource] = table(resource).filter((row) => !params.ids.map(String).includes(String(row.id)));
      return { data: params.ids };
    },
  };
  // The save's confirmation counts whom a change reaches: the abonents registered at an address, or whose
  // zone is the node (the server's rule for the tree is the doors' credentials; a zone is their source).
  Object.assign(dataProvider, {
    getAbonentsReached: async (params: { Kind: string; Id?: string; PerimeterId?: string }) => {
      await enter('getAbonentsReached', params.Kind, params);
      const at = params.Id ?? params.PerimeterId;
      const field = params.Kind === 'address' ? 'addressId' : 'accessZoneId';
      return { data: { abonents: at ? table('abonents').filter((row) => row[field] === at).length : 0 } };
    },
    // How an abonent is let in: their zone as the record names it; the doors' sets are the server's.
    getAbonentAccess: async (abonentId: string) => {
      await enter('getAbonentAccess', 'abonents', { abonentId });
      const zone = (find('abonents', abonentId).accessZone as string | null | undefined) ?? null;
      return { data: { zone, doors: [], doorsTotal: 0, rights: [] } };
    },
    // The menu's count of what needs attention asks on every screen: nothing, here.
    getAttention: async () => ({ groups: [], total: 0 }),
  });

  return {
    dataProvider,
    records,
    calls,
    callsOf: (method, resource) =>
      calls.filter((call) => call.method === method && (!resource || call.resource === resource)),
    rejectNext: (method, error) => rejections.set(method, [...(rejections.get(method) ?? []), error]),
    holdNext: (method) => {
      let release = () => {};
      const hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(method, [...(holds.get(method) ?? []), hold]);
      return release;
    },
  };
};

/** `count` addresses, newest first by `created`, named so that a search can pick some. */
export const makeAddresses = (count: number): RaRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `a0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    value: `г. Москва, ул. Лесная, д. ${index + 1}`,
    created: new Date(Date.UTC(2024, 0, 1 + index, 9, 30)).toISOString(),
  }));
