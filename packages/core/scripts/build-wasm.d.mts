export interface WasmKernel {
  wat: string;
  ts: string;
  name: string;
}
export const WASM_KERNELS: { rgbPacking: WasmKernel; backdropShading: WasmKernel };
export function compileKernel(kernel: WasmKernel): Promise<Buffer>;
