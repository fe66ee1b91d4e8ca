import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/* How a project uses the built package: from CommonJS, and type-checked with no @types loaded by default. */

const CORE = resolve(import.meta.dirname, '../..');
// Inside the package: its own name resolves to it through `exports`, as from node_modules.
const work = mkdtempSync(join(CORE, 'test', 'package', '.consumer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the built package', () => {
  it('is required from a CommonJS file and renders', () => {
    const result = spawnSync(process.execPath, [join(CORE, 'test/fixtures/require-from-commonjs.cjs')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('PNG 1200x630');
  }, 70_000);

  it('type-checks where TypeScript includes no @types by default (as TypeScript 6 and 7 do)', () => {
    writeFileSync(
      join(work, 'use.ts'),
      [
        "import { renderOg, type OgOptions } from '@glyphcast/core';",
        "const options: OgOptions = { title: 'Typed' };",
        'const image: Promise<Buffer> = renderOg(options);',
        'export { image };',
      ].join('\n'),
    );
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', work], { encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 70_000);
});
