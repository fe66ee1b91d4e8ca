import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test controls, between the server and PostgreSQL or Redis: `cut()` drops every
 * open connection and refuses new ones (as a database restart or a network fault does),
 * `restore()` lets connections through again.
 */
export interface TcpProxy {
  /** `host:port` of the proxy. */
  address: string;
  port: number;
  /** Connections passing through now. */
  readonly open: number;
  cut(): void;
  restore(): void;
  /**
   * The next message from a client containing `text` (ASCII, any case) reaches the server, but
   * its answer never comes back: the connection drops instead, as when the network fails
   * between a COMMIT and its acknowledgement.
   */
  loseAnswerTo(text: string): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, { up = true } = {}): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let passing = up;
  let armed: string | undefined;
  const server: Server = createServer((client) => {
    if (!passing) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    let answering = true;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      if (armed && chunk.toString('latin1').toLowerCase().includes(armed)) {
        armed = undefined;
        answering = false;
        // Long enough for the server to act on the message; then the connection is gone.
        setTimeout(end, 200);
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (answering) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    get open() {
      return pairs.size;
    },
    cut() {
      passing = false;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      passing = true;
    },
    loseAnswerTo(text) {
      armed = text.toLowerCase();
    },
    close: () =>
      new Promise((resolve) => {
        passing = false;
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
