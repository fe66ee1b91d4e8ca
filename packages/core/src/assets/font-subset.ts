import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * Font subsetting with HarfBuzz's hb-subset (the WebAssembly build harfbuzzjs ships): an SVG
 * embeds only the glyphs it draws, so a card carries a few kilobytes of font rather than the
 * whole file, and looks the same on a machine without the font.
 */

interface SubsetExports {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
/** Layout tables: positions come from the card's grid, and ligatures must not form (`=>`). */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'kern', 'DSIG'];

/** Node's WebAssembly global (this package is typed without the DOM's library). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
  }
).WebAssembly;

let loading: Promise<SubsetExports> | undefined;

function load(): Promise<SubsetExports> {
  loading ??= (async () => {
    const path = createRequire(import.meta.url).resolve('harfbuzzjs/hb-subset.wasm');
    const { instance } = await wasm.instantiate(readFileSync(path));
    return instance.exports as SubsetExports;
  })();
  return loading;
}

const tag = (name: string) => [...name].reduce((value, character) => (value << 8) | character.charCodeAt(0), 0) >>> 0;

/**
 * The font with only the glyphs of `codePoints` (and what they need: `.notdef`, composite parts),
 * without hinting or layout tables. Throws when the font cannot be read.
 */
export async function subsetFont(font: Uint8Array, codePoints: Iterable<number>): Promise<Uint8Array> {
  const hb = await load();
  const pointer = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, pointer);
  const blob = hb.hb_blob_create(pointer, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
    const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const name of DROPPED_TABLES) hb.hb_set_add(dropped, tag(name));
    hb.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('glyphcast: HarfBuzz could not subset the font');
    const result = hb.hb_face_reference_blob(subset);
    const length = hb.hb_blob_get_length(result);
    const data = hb.hb_blob_get_data(result, 0);
    // Copied out: the engine's memory may move on the next allocation.
    const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    if (length === 0) throw new Error('glyphcast: HarfBuzz could not subset the font');
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(pointer);
  }
}
