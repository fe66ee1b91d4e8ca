import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';

/*
 * The deployable folder, as docs/self-hosting.md makes it: `pnpm deploy` of the built server
 * into a folder outside the workspace, which then starts and renders with nothing around it.
 */
const WORKSPACE = join(import.meta.dirname, '../../..');

it('deploys to a folder of its own that starts, creates keys and renders', async () => {
  const target = join(mkdtempSync(join(tmpdir(), 'glyphcast-deploy-')), 'glyphcast');
  execFileSync('pnpm', ['--filter', '@glyphcast/server', 'deploy', '--prod', '--legacy', target], {
    cwd: WORKSPACE,
    stdio: 'pipe',
  });
  // The core came along as a package, with its fonts, emoji and model.
  const core = JSON.parse(readFileSync(join(target, 'node_modules/@glyphcast/core/package.json'), 'utf8'));
  expect(core.name).toBe('@glyphcast/core');
  const dataDir = mkdtempSync(join(tmpdir(), 'glyphcast-deploy-data-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', NODE_PATH: '' };
  const created = execFileSync(process.execPath, ['dist/bin.js', 'keys', 'create', '--plan', 'hobby'], {
    cwd: target,
    env,
  }).toString();
  const publicKey = (/public key\s+(\S+)/.exec(created) as RegExpExecArray)[1];
  const port = String(39_000 + Math.floor(Math.random() * 900));
  const server = spawn(process.execPath, ['dist/bin.js'], {
    cwd: target,
    env: { ...env, PORT: port },
    stdio: 'ignore',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (let attempt = 0; attempt < 100 && !health?.ok; attempt++) {
      health = await fetch(`${origin}/health`).catch(() => undefined);
      if (!health?.ok) await sleep(100);
    }
    expect(health?.status).toBe(200);
    const image = await fetch(`${origin}/v1/og?title=Deployed&key=${publicKey}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).readUInt32BE(16)).toBe(1200);
  } finally {
    server.kill('SIGTERM');
  }
}, 120_000);
