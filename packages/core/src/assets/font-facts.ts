import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * What the build wrote about a folder of bundled fonts (`faces.json`, by
 * `scripts/font-facts.mjs`): which characters each face has, so that a face is chosen for a
 * character without unpacking or opening the faces tried before it, and each compressed file's
 * size unpacked. The core's `fonts/` and @glyphcast/fonts-cjk's have one; a folder without it
 * (an older fonts-cjk) is answered by opening its faces.
 */

/** Inclusive ranges, sorted: start, end, start, end… */
type Ranges = Uint32Array;

interface FontFacts {
  coverage: Map<string, Ranges>;
  unpackedBytes: Map<string, number>;
}

const NONE: FontFacts = { coverage: new Map(), unpackedBytes: new Map() };
/** By folder: the core's and at most one regional package's. */
const factsByFolder = new Map<string, FontFacts>();

/** Ranges stored as each one's start less the previous end, then its end less its start. */
function decode(encoded: readonly number[]): Ranges {
  const ranges = new Uint32Array(encoded.length);
  let previousEnd = 0;
  for (let index = 0; index < encoded.length; index += 2) {
    const start = previousEnd + (encoded[index] as number);
    const end = start + (encoded[index + 1] as number);
    ranges[index] = start;
    ranges[index + 1] = end;
    previousEnd = end;
  }
  return ranges;
}

function readFacts(folder: string): FontFacts {
  let raw: { coverage: Record<string, number[]>; unpackedBytes: Record<string, number> };
  try {
    raw = JSON.parse(readFileSync(join(folder, 'faces.json'), 'utf8'));
  } catch {
    return NONE;
  }
  return {
    coverage: new Map(Object.entries(raw.coverage).map(([stem, encoded]) => [stem, decode(encoded)])),
    unpackedBytes: new Map(Object.entries(raw.unpackedBytes)),
  };
}

function factsOf(folder: string): FontFacts {
  let facts = factsByFolder.get(folder);
  if (!facts) {
    facts = readFacts(folder);
    factsByFolder.set(folder, facts);
  }
  return facts;
}

function inRanges(ranges: Ranges, codePoint: number): boolean {
  let low = 0;
  let high = ranges.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (codePoint < (ranges[middle * 2] as number)) high = middle - 1;
    else if (codePoint > (ranges[middle * 2 + 1] as number)) low = middle + 1;
    else return true;
  }
  return false;
}

/**
 * Whether the face with this file stem (`NotoSansSC`) in `folder` has a character in its regular
 * file, or undefined when the folder's facts do not list it.
 */
export function listedFaceHas(folder: string, stem: string, codePoint: number): boolean | undefined {
  const ranges = factsOf(folder).coverage.get(stem);
  return ranges ? inRanges(ranges, codePoint) : undefined;
}

/** The size of a compressed file of `folder` once unpacked, when the folder's facts list it. */
export function unpackedBytes(folder: string, name: string): number | undefined {
  return factsOf(folder).unpackedBytes.get(name);
}
