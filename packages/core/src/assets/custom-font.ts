import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundedCache, remember } from '../bounded-cache.js';
import { MAX_FONT_BYTES } from '../options/input-limits.js';
import { unwrapWoff } from './_woff.js';
import { readFontFacts } from './shaper.js';

/*
 * Custom fonts (a Pro feature): TTF, OTF or WOFF bytes, from a data: URI or fetched by the same
 * guarded fetcher as images. The format is taken from the bytes and the font is read by
 * HarfBuzz. A font that cannot be used is a warning, never a failed card: the bundled font is
 * used instead. Call `loadShaper()` first.
 */

interface CustomFont {
  /** The plain sfnt (TTF/OTF) bytes: WOFF is unwrapped, since resvg reads no WOFF. */
  data: Buffer;
  /** The family name inside the file: what resvg selects it by. */
  fileFamily: string;
  /** Advance of the "0" glyph in em, for monospace use. */
  advanceEm: number;
  /** True when every printable ASCII glyph has the same advance. */
  monospace: boolean;
  /** SHA-256 of the bytes: the identity used by caches. */
  hash: string;
}

function sniff(bytes: Buffer): 'sfnt' | 'woff' | undefined {
  const magic = bytes.subarray(0, 4).toString('latin1');
  if (magic === 'wOFF') return 'woff';
  if (magic === 'OTTO' || magic === 'true' || bytes.readUInt32BE(0) === 0x00010000) return 'sfnt';
  return undefined;
}

const fonts = boundedCache<string, CustomFont>(8);

/** Validates and prepares font bytes; throws an Error whose message becomes the warning. */
export function prepareCustomFont(bytes: Buffer): CustomFont {
  if (bytes.length > MAX_FONT_BYTES) throw new Error(`larger than ${MAX_FONT_BYTES / 1024 / 1024} MB`);
  const kind = bytes.length >= 12 ? sniff(bytes) : undefined;
  if (!kind) throw new Error('not a TTF, OTF or WOFF font');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const cached = fonts.get(hash);
  if (cached) return cached;
  let data: Buffer;
  try {
    data = kind === 'woff' ? unwrapWoff(bytes) : bytes;
  } catch (error) {
    throw new Error(`not a usable font (${(error as Error).message})`);
  }
  // HarfBuzz reads a damaged file as an empty face: one that maps no character is refused.
  const facts = readFontFacts(data);
  if (facts.characters === 0) throw new Error('not a usable font (it maps no character to a glyph)');
  const zero = facts.asciiAdvances[0x30 - 0x21] as number;
  const font: CustomFont = {
    data,
    fileFamily: facts.family,
    advanceEm: zero,
    monospace: zero > 0 && facts.asciiAdvances.every((advance) => advance === zero),
    hash,
  };
  return remember(fonts, hash, font);
}

let fontDirectory: string | undefined;
const written = new Set<string>();

/**
 * A file holding the font, for resvg and the shaper (which load fonts from files). Files are
 * named by the font's hash in a private directory, so each font is written once.
 */
export function customFontFile(font: CustomFont): string {
  fontDirectory ??= join(tmpdir(), `glyphcast-fonts-${process.getuid?.() ?? 'user'}`);
  mkdirSync(fontDirectory, { recursive: true, mode: 0o700 });
  const file = join(fontDirectory, `${font.hash}.ttf`);
  if (!written.has(file)) {
    writeFileSync(file, font.data, { mode: 0o600 });
    written.add(file);
  }
  return file;
}
