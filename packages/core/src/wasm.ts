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
