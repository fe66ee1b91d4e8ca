import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The package as a user gets it: `pnpm pack`, then `npm install` of the tarball into an empty
 * folder (production dependencies only, from the npm registry), then used from ES modules,
 * from CommonJS and through its `glyphcast` command. Nothing of this repository is on the path.
 */

const CORE = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'glyphcast-packed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `source` as a file of the empty folder (`name` says ES module or CommonJS). */
function run(name: string, source: string) {
  writeFileSync(join(work, name), source);
  return spawnSync(process.execPath, [name], { cwd: work, encoding: 'utf8', timeout: 60_000 });
}

/** Width and height a PNG's header declares. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

beforeAll(() => {
  const tarball = execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: CORE, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1) as string;
  execFileSync('npm', ['init', '-y'], { cwd: work, stdio: 'ignore' });
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: work,
    stdio: 'pipe',
    timeout: 240_000,
  });
}, 250_000);

describe('the packed package installed with npm into an empty folder', () => {
  it('renders from an ES module', () => {
    const result = run(
      'use.mjs',
      "import { renderOg } from '@glyphcast/core';\n" +
        'const png = await renderOg({ title: \'Installed from a tarball\', logo: Buffer.from(\'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\') });\n' +
        "process.stdout.write(png.readUInt32BE(16) + 'x' + png.readUInt32BE(20));\n",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('1200x630');
  }, 70_000);

  it('renders from CommonJS', () => {
    const result = run(
      'use.cjs',
      "const { renderCode } = require('@glyphcast/core');\n" +
        "renderCode({ code: 'const a = 1;', language: 'ts', scale: 1 }).then((png) => process.stdout.write(png.subarray(1, 4).toString()));\n",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('PNG');
  }, 70_000);

  it('runs its glyphcast command', () => {
    const bin = join(work, 'node_modules', '.bin', 'glyphcast');
    const result = spawnSync(bin, ['og', '--title', 'From the command line', '-o', 'card.png'], {
      cwd: work,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(pngSize(readFileSync(join(work, 'card.png')))).toBe('1200x630');
  }, 70_000);
});
