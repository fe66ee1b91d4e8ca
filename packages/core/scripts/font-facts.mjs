import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';

/*
 * Facts about the bundled fonts written at build time (`fonts/faces.json`), so that using them
 * opens nothing that is not drawn with:
 * - `coverage`: which characters each face has (the regular file of JetBrains Mono, Inter and
 *   every fallback face). Choosing a face for a character used to unpack and open every face
 *   tried before the right one (a Hangul syllable unpacked Noto Sans SC, 10 MB, ~300 ms, only to
 *   learn it has none); now the faces a card needs are known before the shaper has loaded.
 * - `unpackedBytes`: each compressed file's size unpacked, so it unpacks into one buffer of
 *   that size rather than into 16 kB pieces joined afterwards (a second 10 MB copy).
 * Each face's characters are inclusive ranges, each stored as its start less the previous
 * range's end, then its end less its start.
 */

const require = createRequire(import.meta.url);

/** The characters a TTF maps to a glyph, as delta-coded ranges. */
function encodedCoverage(harfbuzz, bytes) {
  const blob = harfbuzz.createBlob(bytes);
  const face = harfbuzz.createFace(blob, 0);
  const codePoints = [...face.collectUnicodes()].sort((a, b) => a - b);
  face.destroy();
  blob.destroy();
  const encoded = [];
  let start = -1;
  let end = -1;
  let previousEnd = 0;
  for (const codePoint of [...codePoints, -1]) {
    if (codePoint === end + 1 && start >= 0) {
      end = codePoint;
      continue;
    }
    if (start >= 0) {
      encoded.push(start - previousEnd, end - start);
      previousEnd = end;
    }
    start = codePoint;
    end = codePoint;
  }
  return encoded;
}

/**
 * Writes the facts of `plain` and `compressed` (TTF paths; the compressed ones ship as
 * `<name>.br`): coverage keyed by file stem, for the regular files; sizes keyed by shipped name.
 */
export async function writeFontFacts({ plain, compressed }, to) {
  const harfbuzz = await require('harfbuzzjs');
  const coverage = {};
  for (const source of [...plain, ...compressed].filter((path) => path.endsWith('_400Regular.ttf'))) {
    coverage[basename(source, '_400Regular.ttf')] = encodedCoverage(harfbuzz, readFileSync(source));
  }
  const unpackedBytes = Object.fromEntries(
    compressed.map((source) => [`${basename(source)}.br`, statSync(source).size]),
  );
  writeFileSync(to, `${JSON.stringify({ unpackedBytes, coverage })}\n`);
}
