import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import type { HarfBuzz, HbBuffer, HbFace, HbFont } from 'harfbuzzjs';
import { boundedCache, remember } from '../bounded-cache.js';
import { type FallbackFaceId, fallbackFontBytes, listedFallbackHas } from './fallback-fonts.js';
import { listedFaceHas } from './font-facts.js';
import { INTER_FONT_FILES, MONO_FONT_FILES } from './fonts.js';

/*
 * HarfBuzz (harfbuzzjs, WebAssembly) shapes the scripts that need more than one glyph per
 * character (Arabic joining, Indic conjuncts and vowel signs, Thai marks) and answers which
 * characters a face has. It loads asynchronously once per thread: `loadShaper()` before any
 * other call.
 */

let harfbuzz: HarfBuzz | undefined;
let loading: Promise<HarfBuzz> | undefined;

export async function loadShaper(): Promise<void> {
  // The module's export is a promise: `import()` would take the namespace for a thenable.
  loading ??= createRequire(import.meta.url)('harfbuzzjs') as Promise<HarfBuzz>;
  harfbuzz ??= await loading;
}

function engine(): HarfBuzz {
  if (!harfbuzz) throw new Error('glyphcast: the shaper is used before loadShaper() finished');
  return harfbuzz;
}

interface LoadedFace {
  font: HbFont;
  upem: number;
  coverage: Set<number>;
  /** Ascender and descender (positive below), in em. */
  extents: { ascender: number; descender: number };
  /** Frees the engine's copy of the font. */
  release: () => void;
}

/**
 * The face's line metrics from its `hhea` table. (harfbuzzjs's hExtents() is not used: called
 * before a font's first glyphToPath(), it leaves that font drawing only empty paths.)
 */
function lineExtents(face: HbFace): LoadedFace['extents'] {
  const table = face.reference_table('hhea');
  if (!table || table.length < 8) return { ascender: 0.8, descender: 0.2 };
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  return { ascender: view.getInt16(4) / face.upem, descender: -view.getInt16(6) / face.upem };
}

/**
 * Faces by font file or fallback face: the bundled faces, kept for the thread's life, and at
 * most a few custom fonts (keyed by their temporary file), the oldest dropped first.
 */
const faces = new Map<string, LoadedFace>();
const MAX_CUSTOM_FACES = 8;
const BUNDLED_FILES = new Set(
  [...MONO_FONT_FILES, INTER_FONT_FILES.regular, INTER_FONT_FILES.bold].map((file) => `file:${file}`),
);

/** A font file opened in the engine: its face, a font to shape with, and how to free both. */
function openFont(bytes: Uint8Array): { face: HbFace; font: HbFont; release: () => void } {
  const hb = engine();
  // harfbuzzjs copies a typed array before copying it into its memory, and only views an
  // ArrayBuffer: a whole buffer (an unpacked face's is) goes in without the first copy.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const blob = hb.createBlob(whole ? (bytes.buffer as ArrayBuffer) : bytes);
  const face = hb.createFace(blob, 0);
  const font = hb.createFont(face);
  const release = () => {
    font.destroy();
    face.destroy();
    blob.destroy();
  };
  return { face, font, release };
}

function load(key: string, bytes: () => Uint8Array): LoadedFace {
  let face = faces.get(key);
  if (face) return face;
  const opened = openFont(bytes());
  face = {
    font: opened.font,
    upem: opened.face.upem,
    coverage: new Set(opened.face.collectUnicodes()),
    extents: lineExtents(opened.face),
    release: opened.release,
  };
  if (key.startsWith('file:') && !BUNDLED_FILES.has(key)) {
    const custom = [...faces.keys()].filter((known) => known.startsWith('file:') && !BUNDLED_FILES.has(known));
    if (custom.length >= MAX_CUSTOM_FACES) {
      faces.get(custom[0] as string)?.release();
      faces.delete(custom[0] as string);
    }
  }
  faces.set(key, face);
  return face;
}

/** A face to shape with or to ask about coverage: a fallback face, or a font file by path. */
export type FaceRef = { fallback: FallbackFaceId; bold: boolean } | { file: string };

/** A face's name in caches: its file, or the fallback face and weight. */
export function faceRefKey(ref: FaceRef): string {
  return 'file' in ref ? `file:${ref.file}` : `${ref.fallback}:${ref.bold}`;
}

function loadFace(ref: FaceRef): LoadedFace {
  if ('file' in ref) return load(faceRefKey(ref), () => readFileSync(ref.file));
  return load(faceRefKey(ref), () => fallbackFontBytes(ref.fallback, ref.bold));
}

/** Code points with no glyph of their own, which a face need not have. */
const IGNORABLE = /^[\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]$/u;

/**
 * Whether the face has every character of a grapheme (combining marks and joiners after the
 * first character are the shaper's business, as long as the base is there).
 */
export function faceCovers(ref: FaceRef, grapheme: string): boolean {
  let first = true;
  for (const character of grapheme) {
    const codePoint = character.codePointAt(0) as number;
    if (!faceHas(ref, codePoint) && (first || !IGNORABLE.test(character))) return false;
    first = false;
  }
  return true;
}

/** The bundled regular files by folder and stem, as the build's facts name them. */
const BUNDLED_REGULAR = new Map(
  [MONO_FONT_FILES[0] as string, INTER_FONT_FILES.regular].map((file) => [
    file,
    { folder: dirname(file), stem: basename(file, '_400Regular.ttf') },
  ]),
);

/**
 * Whether a face has a character: a bundled face's regular file answers from the build's facts,
 * without being unpacked or opened (and so before the shaper has loaded); others are opened.
 */
function faceHas(ref: FaceRef, codePoint: number): boolean {
  let listed: boolean | undefined;
  if ('fallback' in ref) listed = ref.bold ? undefined : listedFallbackHas(ref.fallback, codePoint);
  else {
    const bundled = BUNDLED_REGULAR.get(ref.file);
    listed = bundled && listedFaceHas(bundled.folder, bundled.stem, codePoint);
  }
  return listed ?? loadFace(ref).coverage.has(codePoint);
}

/** One shaped glyph, in em: `x` from the run's start, `y` up from the baseline. */
export interface ShapedGlyph {
  id: number;
  x: number;
  y: number;
  /** UTF-16 offset in the run's text of the character it draws. */
  cluster: number;
}

/** A shaped run: glyphs in visual order (left to right) and the run's advance, in em. */
interface ShapedRun {
  glyphs: ShapedGlyph[];
  advance: number;
}

/*
 * Shaped words, as browsers keep them (Blink's ShapeCache): running text is shaped a word at a
 * time, and the same words come back within a card (spaces, labels) and across cards (a site's
 * name, its template's words). Bounded; the runs are never changed by their users.
 */
const shapedRuns = boundedCache<string, ShapedRun>(8192);
/** Longer runs (a line of text with no spaces to break at) are rarely seen twice. */
const MAX_CACHED_RUN = 48;

/** Shapes `text` (in logical order) with a face; `rtl` lays it right to left. */
export function shapeRun(face: FaceRef, text: string, rtl: boolean): ShapedRun {
  if (text.length > MAX_CACHED_RUN) return shapeUncached(face, text, rtl);
  const key = `${faceRefKey(face)}|${rtl ? 'r' : 'l'}|${text}`;
  return shapedRuns.get(key) ?? remember(shapedRuns, key, shapeUncached(face, text, rtl));
}

function shapeUncached(face: FaceRef, text: string, rtl: boolean): ShapedRun {
  const { font, upem } = loadFace(face);
  const buffer = engine().createBuffer();
  try {
    buffer.addText(text);
    buffer.guessSegmentProperties();
    buffer.setDirection(rtl ? 'rtl' : 'ltr');
    engine().shape(font, buffer);
    // Read from the engine's memory (its JSON form costs a serialisation and a parse a run).
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const glyphs: ShapedGlyph[] = [];
    let pen = 0;
    infos.forEach((info, index) => {
      const position = positions[index] as (typeof positions)[number];
      glyphs.push({
        id: info.codepoint,
        x: (pen + position.x_offset) / upem,
        y: position.y_offset / upem,
        cluster: info.cluster,
      });
      pen += position.x_advance;
    });
    return { glyphs, advance: pen / upem };
  } finally {
    buffer.destroy();
  }
}

/** What a font file says of itself: its family name and the advances of printable ASCII. */
interface FontFacts {
  /** Typographic family (name 16), else family (name 1); "" when it has neither. */
  family: string;
  /** Characters the font maps to a glyph. */
  characters: number;
  /** Advance of each of U+0021 to U+007E in em (0 for a character it lacks). */
  asciiAdvances: number[];
}

/** Reads font bytes without keeping them (call `loadShaper()` first). */
export function readFontFacts(bytes: Uint8Array): FontFacts {
  const hb = engine();
  const { face, font, release } = openFont(bytes);
  const buffer = hb.createBuffer();
  try {
    const asciiAdvances: number[] = [];
    // Copied at once: the array is a view into the engine's memory, emptied when that grows.
    const mapped = new Set(face.collectUnicodes());
    for (let code = 0x21; code < 0x7f; code++) {
      if (!mapped.has(code)) {
        asciiAdvances.push(0);
        continue;
      }
      asciiAdvances.push(advanceOf(hb, font, buffer, code) / face.upem);
    }
    return {
      family: face.getName(16, 'en') || face.getName(1, 'en'),
      characters: mapped.size,
      asciiAdvances,
    };
  } finally {
    buffer.destroy();
    release();
  }
}

/** A character's advance in font units, shaped alone (harfbuzzjs exposes no cmap look-up). */
function advanceOf(hb: HarfBuzz, font: HbFont, buffer: HbBuffer, code: number): number {
  buffer.clearContents();
  buffer.addText(String.fromCodePoint(code));
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphPositions()[0]?.x_advance ?? 0;
}

/** A glyph's outline as SVG path data in font units (y up), and the face's units per em. */
export function glyphOutline(face: FaceRef, glyph: number): { path: string; upem: number } {
  const { font, upem } = loadFace(face);
  return { path: font.glyphToPath(glyph), upem };
}

/** The face's units per em, the unit its outlines are drawn in. */
export function faceUnitsPerEm(face: FaceRef): number {
  return loadFace(face).upem;
}

/** How far the face reaches above and below the baseline, in em (descender positive). */
export function faceExtents(face: FaceRef): { ascender: number; descender: number } {
  return loadFace(face).extents;
}
