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
   * between a COMMIT and its acknowledgement. With `after`, only a message that follows one
   * matching `after` on the same connection counts, so other work's COMMITs pass untouched.
   */
  loseAnswerTo(text: string, options?: { after?: RegExp }): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, { up = true } = {}): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let passing = up;
  let armed: { text: string; after?: RegExp } | undefined;
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
    let previous = '';
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      const message = chunk.toString('latin1').toLowerCase();
      const follows = armed?.after === undefined || armed.after.test(previous);
      previous = message;
      if (armed && follows && message.includes(armed.text)) {
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
    loseAnswerTo(text, { after } = {}) {
      armed = { text: text.toLowerCase(), after };
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
