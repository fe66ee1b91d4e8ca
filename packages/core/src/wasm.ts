/*
 * Node's WebAssembly global, as the kernels use it: this package is typed without the DOM's
 * library, which declares it.
 */

export interface WasmMemory {
  buffer: ArrayBuffer;
}

interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (size: { initial: number; maximum: number }) => WasmMemory;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

export const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

/** Compiled kernels by their base64 bytes: each is compiled once a thread. */
const modules = new Map<string, object>();

/** A kernel (its bytes as base64) instantiated over `memory`, which it imports as glyphcast.memory. */
export function instantiateKernel<Exports>(base64: string, memory: WasmMemory): Exports {
  let module = modules.get(base64);
  if (!module) {
    module = new wasm.Module(Buffer.from(base64, 'base64'));
    modules.set(base64, module);
  }
  return new wasm.Instance(module, { glyphcast: { memory } }).exports as Exports;
}
