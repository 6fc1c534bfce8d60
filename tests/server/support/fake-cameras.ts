import http from 'node:http';
import net from 'node:net';

/**
 * Stand-ins for cameras on 127.0.0.1, for the status check: an RTSP server that answers OPTIONS (or asks
 * for a password), one that accepts and never answers, one that answers something that is not RTSP, an
 * HTTP camera, and a port nobody listens on.
 */

export interface FakeCamera {
  port: number;
  /** The requests it received, as text (RTSP) or method, path and headers (HTTP). */
  requests: string[];
  close(): Promise<void>;
}

const listen = async (server: net.Server | http.Server, requests: string[]): Promise<FakeCamera> => {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return {
    port: address.port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** Answers each whole request (up to the blank line) with `reply(request)`. */
const lineServer = (reply: (request: string) => string | undefined) => {
  const requests: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const request = buffer.slice(0, end);
      buffer = buffer.slice(end + 4);
      requests.push(request);
      const answer = reply(request);
      if (answer !== undefined) socket.write(answer);
    });
  });
  return listen(server, requests);
};

/**
 * An RTSP camera: answers OPTIONS with 200 and the methods it supports, echoing the CSeq; a protected one
 * answers 401 and asks for credentials, as most real cameras do.
 */
export const startRtspCamera = ({ protectedByPassword = false } = {}) =>
  lineServer((request) => {
    const cseq = /^CSeq: *(\d+)/im.exec(request)?.[1] ?? '0';
    return protectedByPassword
      ? `RTSP/1.0 401 Unauthorized\r\nCSeq: ${cseq}\r\nWWW-Authenticate: Basic realm="camera"\r\n\r\n`
      : `RTSP/1.0 200 OK\r\nCSeq: ${cseq}\r\nPublic: OPTIONS, DESCRIBE, SETUP, PLAY, TEARDOWN\r\n\r\n`;
  });

/** Whether any request a fake camera received carried credentials: the status check must never send them. */
export const receivedCredentials = (camera: FakeCamera) =>
  camera.requests.some((request) => /authorization/i.test(request));

/** Accepts connections and reads, but never answers. */
export const startSilentServer = () => lineServer(() => undefined);

/** Answers with something that is not RTSP (a mail server's greeting, say). */
export const startGarbageServer = () => lineServer(() => '220 mail.example ESMTP ready\r\n');

/** An HTTP camera: answers every request with `status` and, for a redirect, `location`. */
export const startHttpCamera = (status = 200, location?: string) => {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${JSON.stringify(request.headers)}`);
    response.writeHead(status, location ? { location } : {});
    response.end();
  });
  return listen(server, requests);
};

/** A port on 127.0.0.1 that nobody listens on: connecting to it is refused. */
export const closedPort = async (): Promise<number> => {
  const server = await listen(net.createServer(), []);
  await server.close();
  return server.port;
};
