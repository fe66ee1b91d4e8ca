import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompress, brotliDecompressSync, constants, type ZlibOptions } from 'node:zlib';
import { regionalFonts } from '../regional-fonts.js';
import { listedFaceHas, unpackedBytes } from './font-facts.js';
import { packageFile } from './package-files.js';

/*
 * The faces that draw what the monospace face (code) or Inter (Open Graph) lacks: one Noto face
 * per script, then symbols. All SIL Open Font License 1.1, shipped brotli-compressed in `fonts/`
 * and unpacked in memory the first time a character needs them.
 */

export type FallbackFaceId =
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'bengali'
  | 'tamil'
  | 'thai'
  | 'armenian'
  | 'georgian'
  | 'ethiopic'
  | 'sc'
  | 'kr'
  | 'jp'
  | 'tc'
  | 'symbols'
  | 'symbols2'
  | 'math';

export interface FallbackFace {
  id: FallbackFaceId;
  family: string;
  /** File name stem: `<stem>_400Regular.ttf.br`, and `_700Bold` when `bold`. */
  stem: string;
  /** Whether a bold file ships; without one, bold is drawn from the regular face. */
  bold: boolean;
  /**
   * How the code card places its characters: `run` faces are proportional scripts, shaped a
   * word at a time; `cell` faces draw one character per grid cell (CJK, Hangul, symbols).
   */
  placement: 'run' | 'cell';
  /** Shipped by @glyphcast/fonts-cjk, not by the core: used only when a card's `lang` asks for it. */
  regional?: true;
}

const script = (id: FallbackFaceId, family: string): FallbackFace => ({
  id,
  family,
  stem: family.replaceAll(' ', ''),
  bold: true,
  placement: 'run',
});

/** Scripts with a face of their own, tried in this order after the primary face. */
const SCRIPT_FACES: readonly FallbackFace[] = [
  script('arabic', 'Noto Sans Arabic'),
  script('hebrew', 'Noto Sans Hebrew'),
  script('devanagari', 'Noto Sans Devanagari'),
  script('bengali', 'Noto Sans Bengali'),
  script('tamil', 'Noto Sans Tamil'),
  script('thai', 'Noto Sans Thai'),
  script('armenian', 'Noto Sans Armenian'),
  script('georgian', 'Noto Sans Georgian'),
  script('ethiopic', 'Noto Sans Ethiopic'),
];

/** Han (Simplified forms; Traditional and Japanese kanji too), kana, and Hangul: regular only (10 MB a weight). */
const CJK_FACES: readonly FallbackFace[] = [
  { id: 'sc', family: 'Noto Sans SC', stem: 'NotoSansSC', bold: false, placement: 'cell' },
  { id: 'kr', family: 'Noto Sans KR', stem: 'NotoSansKR', bold: false, placement: 'cell' },
];

/** Japanese and Traditional Chinese forms: tried first when a card's `lang` asks for them. */
const REGIONAL_FACES: readonly FallbackFace[] = [
  { id: 'jp', family: 'Noto Sans JP', stem: 'NotoSansJP', bold: false, placement: 'cell', regional: true },
  { id: 'tc', family: 'Noto Sans TC', stem: 'NotoSansTC', bold: false, placement: 'cell', regional: true },
];

/** Check marks, stars, smileys, arrows, dingbats, mathematical letters and operators. */
const SYMBOL_FACES: readonly FallbackFace[] = [
  { id: 'symbols', family: 'Noto Sans Symbols', stem: 'NotoSansSymbols', bold: true, placement: 'cell' },
  { id: 'symbols2', family: 'Noto Sans Symbols 2', stem: 'NotoSansSymbols2', bold: false, placement: 'cell' },
  { id: 'math', family: 'Noto Sans Math', stem: 'NotoSansMath', bold: false, placement: 'cell' },
];

/**
 * The order faces are tried in after the primary one. A wide character (East Asian width) goes
 * to the CJK faces before the symbol faces, a narrow one after them: the CJK faces' symbols are
 * drawn one em wide, too wide for a narrow cell.
 */
export const FALLBACK_ORDER = {
  wide: [...SCRIPT_FACES, ...CJK_FACES, ...SYMBOL_FACES],
  narrow: [...SCRIPT_FACES, ...SYMBOL_FACES, ...CJK_FACES],
} as const;

const FACES = new Map([...FALLBACK_ORDER.wide, ...REGIONAL_FACES].map((face) => [face.id, face]));

export function fallbackFace(id: FallbackFaceId): FallbackFace {
  return FACES.get(id) as FallbackFace;
}

const MIN_CHUNK = constants.Z_MIN_CHUNK;

/** Unpacked font files by name: at most the 24 files shipped, so bounded by construction. */
const unpacked = new Map<string, Buffer>();

/** Unpackings under way on libuv's threads, by file name. */
const unpacking = new Map<string, Promise<void>>();

function fileName(face: FallbackFace, bold: boolean): string {
  return `${face.stem}_${bold && face.bold ? '700Bold' : '400Regular'}.ttf.br`;
}

/** The core's `fonts/`, found once: faces are looked up in it for every character drawn. */
let coreFonts: string | undefined;

/** The folder a face's files are in: the core's `fonts/`, or @glyphcast/fonts-cjk's. */
function folderOf(face: FallbackFace): string | undefined {
  if (face.regional) return regionalFonts()?.folder;
  coreFonts ??= packageFile('fonts');
  return coreFonts;
}

function packedFile(face: FallbackFace, name: string): { bytes: Buffer; folder: string } {
  const folder = folderOf(face);
  if (!folder) throw new Error(`glyphcast: ${face.family} needs @glyphcast/fonts-cjk`);
  return { bytes: readFileSync(join(folder, name)), folder };
}

/** Unpacked into one buffer of the file's size when the build recorded it, not into 16 kB pieces joined afterwards. */
function unpackOptions(folder: string, name: string): ZlibOptions {
  const size = unpackedBytes(folder, name);
  return size ? { chunkSize: Math.max(size, MIN_CHUNK) } : {};
}

/** The face's font file (TTF bytes), bold when asked for and shipped. */
export function fallbackFontBytes(id: FallbackFaceId, bold: boolean): Buffer {
  const face = fallbackFace(id);
  const name = fileName(face, bold);
  let bytes = unpacked.get(name);
  if (!bytes) {
    const packed = packedFile(face, name);
    bytes = brotliDecompressSync(packed.bytes, unpackOptions(packed.folder, name));
    unpacked.set(name, bytes);
  }
  return bytes;
}

/**
 * Starts unpacking a face's file on another thread (a CJK face takes 150–300 ms), so that it
 * is ready by the time the calling thread, busy meanwhile, draws with it. Never rejects: a file
 * that cannot be read fails where it is used, with that use's error.
 */
export function unpackFallbackFont(id: FallbackFaceId, bold: boolean): Promise<void> {
  const face = fallbackFace(id);
  const name = fileName(face, bold);
  if (unpacked.has(name)) return Promise.resolve();
  let pending = unpacking.get(name);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      let packed: { bytes: Buffer; folder: string };
      try {
        packed = packedFile(face, name);
      } catch {
        resolve();
        return;
      }
      brotliDecompress(packed.bytes, unpackOptions(packed.folder, name), (error, bytes) => {
        if (!error && !unpacked.has(name)) unpacked.set(name, bytes);
        unpacking.delete(name);
        resolve();
      });
    });
    unpacking.set(name, pending);
  }
  return pending;
}

/**
 * Whether a face's regular file has a character, from the build's facts without opening it, or
 * undefined when they do not say (then the face is opened and asked).
 */
export function listedFallbackHas(id: FallbackFaceId, codePoint: number): boolean | undefined {
  const face = fallbackFace(id);
  const folder = folderOf(face);
  return folder ? listedFaceHas(folder, face.stem, codePoint) : undefined;
}

/** The font files unpacked so far in this thread, by name (what tests and diagnostics see). */
export function unpackedFallbackFiles(): string[] {
  return [...unpacked.keys()];
}

/** Whether a bold request to this face gets a real bold file (otherwise it is emboldened). */
export function hasBold(id: FallbackFaceId): boolean {
  return fallbackFace(id).bold;
}
