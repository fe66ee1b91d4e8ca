/** rgb-packing.wat compiled by wabt: the bytes rgb-packing-wasm.ts must hold. */
export function compileRgbPacking(): Promise<Buffer>;
