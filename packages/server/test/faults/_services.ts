import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { monthOf } from '../../src/store/usage.js';
import { POSTGRES_URL } from '../store/_databases.js';

export const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/** Host and port of a service URL, for a proxy in front of it. */
export function hostPort(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

/** `url` with its host and port replaced by the proxy's. */
export function through(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL schema, and the database URL that selects it through `port`'s proxy. */
export async function freshSchema(
  proxyPort: number,
): Promise<{ url: string; drop: () => Promise<void>; schema: string }> {
  const schema = `glyphcast_fault_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create schema ${schema}`));
  const url = `${through(POSTGRES_URL, proxyPort).replace(/\/?$/, '')}?options=-c%20search_path%3D${schema}`;
  return {
    url,
    schema,
    drop: () => admin((client) => client.query(`drop schema ${schema} cascade`)).then(() => undefined),
  };
}

/** An account's images this month, read straight from PostgreSQL (not through the proxy). */
export async function usageOf(schema: string, accountId: string): Promise<number> {
  return admin(async (client) => {
    const result = await client.query(`select images from ${schema}.usage where account_id = $1 and month = $2`, [
      accountId,
      monthOf(new Date()),
    ]);
    return Number(result.rows[0]?.images ?? 0);
  });
}

interface Answer {
  status: number;
  cache: string | null;
  code: string | undefined;
}

/** One new render (a different image each time), and what was answered. */
export async function renderOnce(url: string, key: string): Promise<Answer> {
  const response = await fetch(`${url}/v1/code`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code: `once ${randomBytes(4).toString('hex')}`, language: 'text', scale: 1 }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const code =
    response.headers.get('content-type') === 'application/problem+json'
      ? (JSON.parse(body.toString()) as { code: string }).code
      : undefined;
  return { status: response.status, cache: response.headers.get('x-cache'), code };
}

/**
 * New renders sent by `clients` clients in a loop, across `urls`, from now until `stop()`, which
 * resolves to every answer.
 */
export function startLoad(urls: string[], key: string, clients = 3): { stop: () => Promise<Answer[]> } {
  const answers: Answer[] = [];
  let stopped = false;
  const client = async (index: number) => {
    while (!stopped) {
      const answer = await renderOnce(urls[index % urls.length] as string, key).catch(() => undefined);
      if (answer) answers.push(answer);
      await sleep(30);
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    stop: async () => {
      stopped = true;
      await running;
      return answers;
    },
  };
}

/** Resolves once `check` is true, polling; fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${ms} ms`);
}

/** What /health answers, as the fault tests read it. */
interface Health {
  status: number;
  body: { status: string; database: { state: string }; redis?: { state: string }; cache: { state: string } };
}

export async function healthOf(url: string): Promise<Health> {
  const response = await fetch(`${url}/health`);
  return { status: response.status, body: (await response.json()) as Health['body'] };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
