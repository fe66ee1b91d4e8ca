import { readFileSync, writeFileSync } from 'node:fs';
import wabtInit from 'wabt';

/*
 * Compiles src/encode/png/rgb-packing.wat into rgb-packing-wasm.ts (the module's bytes as
 * base64, a few hundred of them: no file to find at run time). Run after changing the .wat:
 * `node scripts/build-rgb-packing.mjs`; test/encode/rgb-packing.test.ts checks they agree.
 */

export async function compileRgbPacking() {
  const wabt = await wabtInit();
  const source = new URL('../src/encode/png/rgb-packing.wat', import.meta.url);
  const parsed = wabt.parseWat('rgb-packing.wat', readFileSync(source, 'utf8'), { simd: true });
  return Buffer.from(parsed.toBinary({}).buffer);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await compileRgbPacking();
  const module = `/* Made by scripts/build-rgb-packing.mjs from rgb-packing.wat: do not edit. */
export const RGB_PACKING_WASM = '${bytes.toString('base64')}';
`;
  writeFileSync(new URL('../src/encode/png/rgb-packing-wasm.ts', import.meta.url), module);
  console.log(`rgb-packing-wasm.ts: ${bytes.length} bytes of WebAssembly`);
}
