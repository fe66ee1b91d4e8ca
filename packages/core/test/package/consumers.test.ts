import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
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

  /** Runs a module given as a string, as `node --input-type=module -e` does, with extra Node flags first. */
  const evalModule = (source: string, flags: string[] = []) =>
    spawnSync(process.execPath, [...flags, '--input-type=module', '-e', source], {
      cwd: CORE,
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('renders on its worker threads from a module given with `node --input-type=module -e`', () => {
    // The workers once inherited --input-type, failed to load, and were restarted forever.
    const result = evalModule(
      "import { renderCode } from '@glyphcast/core'; const png = await renderCode({ code: 'let x = 1' }); console.log(png.subarray(1, 4).toString());",
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('PNG\n');
  }, 70_000);

  it("renders on its worker threads with V8's flags given to the process, which Node refuses to give a worker", () => {
    const flag = '--max-old-space-size=300';
    const fromFile = spawnSync(process.execPath, [flag, join(CORE, 'test/fixtures/require-from-commonjs.cjs')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(fromFile.stderr).toBe('');
    expect(fromFile.stdout).toBe('PNG 1200x630');
    // With --input-type too, the workers get flags of their own: without V8's, as Node wants.
    const fromEval = evalModule(
      "import { renderCode } from '@glyphcast/core'; const png = await renderCode({ code: 'let x = 1' }); console.log(png.subarray(1, 4).toString());",
      [flag],
    );
    expect(fromEval.stderr).toBe('');
    expect(fromEval.stdout).toBe('PNG\n');
  }, 70_000);

  it('fails its prewarm and each render, naming the cause, when its worker threads cannot start, and exits', () => {
    const result = evalModule(
      [
        "import { prewarmRendering, renderCode } from '@glyphcast/core';",
        "try { await prewarmRendering(); console.log('ready'); }",
        'catch (error) { console.log(error.code, error.message); }',
        // Each render tries the workers again, and fails the same way.
        'for (const attempt of [1, 2]) {',
        "  try { await renderCode({ code: 'let x = 1' }); console.log('rendered'); }",
        '  catch (error) { console.log(error.code, error.message); }',
        '}',
      ].join('\n'),
      ['--import', join(CORE, 'test/fixtures/refuse-worker-threads.mjs')],
    );
    const failure = 'RENDER_FAILED the render workers could not start: this preload refuses worker threads';
    expect(result.stdout).toBe(`${failure}\n${failure}\n${failure}\n`);
    expect(result.status).toBe(0);
  }, 70_000);

  it.each([
    ['TypeScript 5.9', 'typescript'],
    ['TypeScript 7 (the native compiler)', 'typescript7'],
  ])(
    'type-checks with %s where no @types are included by default (as TypeScript 6 and 7 do)',
    (_name, compiler) => {
      writeFileSync(
        join(work, 'use.ts'),
        [
          "import { renderOg, type OgOptions } from '@glyphcast/core';",
          // A logo read into memory: the library's option types take bytes as well as URIs.
          "const options: OgOptions = { title: 'Typed', logo: new Uint8Array([1]) };",
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
      // Its package.json, then the bin it declares (TypeScript 7 exports no ./bin/tsc subpath).
      const manifest = createRequire(import.meta.url).resolve(`${compiler}/package.json`);
      const tsc = join(dirname(manifest), 'bin', 'tsc');
      const result = spawnSync(process.execPath, [tsc, '-p', work], { encoding: 'utf8', timeout: 60_000 });
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
    70_000,
  );
});
