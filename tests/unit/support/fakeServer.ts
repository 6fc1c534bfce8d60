import { vi } from 'vitest';

/** One request as the server would receive it. */
export interface ReceivedRequest {
  method: string;
  /** The path and query string. */
  url: string;
  action: string;
  /** Query parameters (GET) or the JSON body without `Action` (POST). */
  params: Record<string, unknown>;
  headers: Headers;
  credentials?: RequestCredentials;
  /** The raw JSON body of a POST. */
  body?: Record<string, unknown>;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = Reply | ((request: ReceivedRequest) => Reply | Promise<Reply>);

/**
 * Stands in for the network: `fetch` is stubbed and each Action is answered by its handler (a reply or a
 * function of the request). An Action without a handler gets the server's 400 unknownAction; those a
 * screen asks for by itself answer that there is nothing: GetAttention (the menu's count, on every screen),
 * a resident's devices (GetAbonentDelivery) and a door's timeline (GetAccessPointTimeline).
 */
export const stubServer = (handlers: Record<string, Handler> = {}) => {
  const requests: ReceivedRequest[] = [];
  // What screens ask for by themselves: nothing, unless a test says otherwise.
  const routes = new Map<string, Handler>(
    Object.entries({
      GetAttention: { body: { groups: [], total: 0 } },
      GetAbonentDelivery: { body: { version: 0, devices: [], credentials: [] } },
      GetAccessPointTimeline: {
        body: {
          from: '2026-01-01T00:00:00Z',
          until: '2026-01-02T00:00:00Z',
          items: [],
          passTotal: 0,
          configTotal: 0,
          checkTotal: 0,
          camera: null,
          hidden: [],
        },
      },
      ...handlers,
    }),
  );

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const { Action: bodyAction, ...bodyParams } = body ?? {};
    const action = method === 'GET' ? (url.searchParams.get('Action') ?? '') : String(bodyAction ?? '');
    const params =
      method === 'GET'
        ? Object.fromEntries([...url.searchParams.entries()].filter(([key]) => key !== 'Action'))
        : bodyParams;
    const request: ReceivedRequest = {
      method,
      url: url.pathname + url.search,
      action,
      params,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body,
    };
    requests.push(request);
    const handler = routes.get(action);
    const reply: Reply = !handler
      ? { status: 400, body: { error: 'common.errors.unknownAction' } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const status = reply.status ?? 200;
    return new Response(JSON.stringify(reply.body ?? {}), {
      status,
      statusText: status === 401 ? 'Unauthorized' : status >= 400 ? 'Bad Request' : 'OK',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    requests,
    requestsOf: (action: string) => requests.filter((request) => request.action === action),
    on: (action: string, handler: Handler) => routes.set(action, handler),
  };
};
