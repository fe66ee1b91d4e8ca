import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/cli/admin.js';
import { resolveServerOptions } from '../src/config.js';
import { parseKey } from '../src/keys/key-format.js';
import { openDatabase } from '../src/store/open-database.js';
import { openStores } from '../src/store/stores.js';
import { SERVICE_VERSION } from '../src/version.js';

let lines: string[];
const run = async (...args: string[]) => {
  lines = [];
  const code = await runAdmin(args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
};

beforeEach(() => {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'glyphcast-admin-'));
  delete process.env.DATABASE_URL;
});

afterEach(() => {
  delete process.env.DATA_DIR;
});

/** A design stored in the admin commands' database, as the API would store it. */
async function storeDesign(account: string) {
  const database = await openDatabase(resolveServerOptions());
  try {
    const content = {
      name: 'Card',
      source: 'html' as const,
      body: '<div><h1>{{title}}</h1><p>{{date}}</p></div>',
      width: 1200,
      height: 630,
      variables: { title: null, date: '2026-11-26' },
      fonts: [],
      lang: 'auto',
    };
    return await openStores(database).designs.create(account, content, 10);
  } finally {
    await database.close();
  }
}

describe('glyphcast-server admin commands', () => {
  it('creates, lists, rotates, re-plans and revokes', async () => {
    const created = await run('keys', 'create', '--plan', 'hobby', '--email', 'ada@example.com');
    expect(created.code).toBe(0);
    const account = /account\s+(acct_\w+)/.exec(created.output)?.[1] as string;
    const secret = /secret key\s+(\S+)/.exec(created.output)?.[1] as string;
    expect(parseKey(secret)).toBe('secret');

    const listed = await run('keys', 'list');
    expect(listed.output).toContain(account);
    expect(listed.output).toContain('ada@example.com');
    expect(listed.output).not.toContain(secret);

    const rotated = await run('keys', 'rotate', account);
    expect(parseKey(/secret key\s+(\S+)/.exec(rotated.output)?.[1] as string)).toBe('secret');
    expect((await run('keys', 'plan', account, 'pro')).output).toContain('now on pro');
    expect((await run('usage', account)).output).toMatch(/0 of 30000 images/);
    const signing = await run('keys', 'signing', account, 'on');
    expect(signing.output).toMatch(/^signing secret\s+whsec_\S+/);
    const rolled = await run('keys', 'rotate-signing', account, '--overlap-days', '3');
    expect(rolled.output).toMatch(
      /^signing secret\s+whsec_\S+\nURLs signed with the previous secret are accepted until \d{4}-/,
    );
    expect(rolled.output).not.toContain(/whsec_\S+/.exec(signing.output)?.[0] as string);
    expect((await run('keys', 'rotate-signing', account, '--overlap-days', 'ever')).code).toBe(2);
    expect((await run('keys', 'signing', account, 'off')).output).toContain('accepts unsigned URLs');
    expect((await run('keys', 'rotate-signing', account)).code).toBe(2);
    expect((await run('keys', 'origins', account, 'https://a.example,https://b.example')).output).toContain(
      'https://a.example, https://b.example',
    );
    expect((await run('keys', 'origins', account, 'not-an-origin')).code).toBe(2);
    expect((await run('keys', 'origins', account, 'none')).output).toContain('any origin');
    expect((await run('keys', 'revoke', account)).output).toBe('revoked 2 keys');
  });

  it('fails clearly on a bad plan or an unknown account', async () => {
    expect((await run('keys', 'create', '--plan', 'gold')).code).toBe(2);
    expect((await run('keys', 'revoke', 'acct_missing')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });

  it('names the commands of a group given without one, or with one it does not have', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await run('keys')).code).toBe(2);
      expect((await run('designs', 'delete')).code).toBe(2);
      expect(errors.mock.calls.map(([line]) => line)).toEqual([
        'glyphcast-server: keys needs a command: create, list, revoke, rotate, plan, signing, rotate-signing, origins (see glyphcast-server --help)',
        'glyphcast-server: designs has no command "delete": list, show (see glyphcast-server --help)',
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('prints its version', async () => {
    expect(await run('--version')).toEqual({ code: 0, output: SERVICE_VERSION });
    expect(await run('-v')).toEqual({ code: 0, output: SERVICE_VERSION });
  });

  it('refuses an unknown option or a missing value or account in a line, not a stack trace', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await run('keys', 'list', '--foo')).code).toBe(2);
      expect((await run('keys', 'create', '--plan')).code).toBe(2);
      expect((await run('usage')).code).toBe(2);
      const [unknown, missing, noAccount] = errors.mock.calls.map(([line]) => String(line));
      expect(unknown).toMatch(/^glyphcast-server: Unknown option '--foo'.*\(see glyphcast-server --help\)$/);
      expect(missing).toBe("glyphcast-server: Option '--plan <value>' argument missing (see glyphcast-server --help)");
      expect(noAccount).toBe('glyphcast-server: name the account (acct_…); see keys list');
    } finally {
      errors.mockRestore();
    }
  });

  it('lists and shows stored designs', async () => {
    const created = await run('keys', 'create', '--plan', 'pro');
    const account = /account\s+(acct_\w+)/.exec(created.output)?.[1] as string;
    const { id } = await storeDesign(account);
    expect((await run('designs', 'list')).output).toContain(`${id}  ${account}  v1  1200x630  html  title,date  Card`);
    expect((await run('designs', 'list', account)).output).toContain(id);
    const shown = await run('designs', 'show', id);
    expect(shown.output).toContain('variable   title = (required)');
    expect(shown.output).toContain('variable   date = "2026-11-26"');
    expect(shown.output).toContain('<h1>{{title}}</h1>');
    expect((await run('designs', 'show', 'dsn_missing')).code).toBe(2);
  });

  it('exports the database to a file and imports it into an empty one', async () => {
    const created = await run('keys', 'create', '--plan', 'pro');
    const account = /account\s+(acct_\w+)/.exec(created.output)?.[1] as string;
    const { id } = await storeDesign(account);
    const file = join(process.env.DATA_DIR as string, 'backup.jsonl');
    expect((await run('data', 'export', '--out', file)).code).toBe(0);

    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'glyphcast-admin-restore-'));
    const imported = await run('data', 'import', file);
    expect(imported.code).toBe(0);
    expect(imported.output).toContain('imported 1 accounts, 2 api_keys, 1 designs');
    expect((await run('designs', 'show', id)).output).toContain('<h1>{{title}}</h1>');
    expect((await run('usage', account)).output).toMatch(/0 of 30000 images/);
    expect((await run('data', 'import', file)).code).toBe(2); // not empty any more
    expect((await run('data', 'import', join(tmpdir(), 'no-such-export.jsonl'))).code).toBe(2);
  });
});
