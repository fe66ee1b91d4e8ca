import { readFileSync, writeFileSync } from 'node:fs';
import wabtInit from 'wabt';

/*
 * Compiles the WebAssembly kernels' .wat sources into .ts modules holding their bytes as base64
 * (a few hundred bytes each: no file to find at run time). Run after changing a .wat:
 * `node scripts/build-wasm.mjs`; a test of each kernel checks the two agree.
 */

/** Each kernel: its source, the module made from it and the constant that module exports. */
export const WASM_KERNELS = {
  rgbPacking: { wat: 'encode/png/rgb-packing.wat', ts: 'encode/png/rgb-packing-wasm.ts', name: 'RGB_PACKING_WASM' },
  backdropShading: {
    wat: 'raster/backdrop-shading.wat',
    ts: 'raster/backdrop-shading-wasm.ts',
    name: 'BACKDROP_SHADING_WASM',
  },
};

/** The bytes of a kernel's .wat, compiled. */
export async function compileKernel(kernel) {
  const wabt = await wabtInit();
  const source = new URL(`../src/${kernel.wat}`, import.meta.url);
  const parsed = wabt.parseWat(kernel.wat, readFileSync(source, 'utf8'), { simd: true });
  return Buffer.from(parsed.toBinary({}).buffer);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kernel of Object.values(WASM_KERNELS)) {
    const bytes = await compileKernel(kernel);
    const file = kernel.wat.split('/').pop();
    const module = `/* Made by scripts/build-wasm.mjs from ${file}: do not edit. */
export const ${kernel.name} = '${bytes.toString('base64')}';
`;
    writeFileSync(new URL(`../src/${kernel.ts}`, import.meta.url), module);
    console.log(`${kernel.ts}: ${bytes.length} bytes of WebAssembly`);
  }
}
