import type { ResourceWarning } from '../assets/fetch/load-resource.js';
import { UsageError } from './usage-error.js';

/*
 * A file or standard input read as text the way editors save it: UTF-8, with or without a
 * byte order mark, or UTF-16 with one (Windows PowerShell's `>` writes UTF-16). A mark is never
 * drawn; a binary file is refused rather than drawn as boxes.
 */

/** The text, and a warning when some of its bytes were not UTF-8. */
export interface SourceText {
  text: string;
  warning?: string;
}

/** How far a NUL byte is looked for, as git does to call a file binary. */
const BINARY_SNIFF_BYTES = 8000;

const BYTE_ORDER_MARKS: readonly { bytes: readonly number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function markOf(bytes: Uint8Array) {
  return BYTE_ORDER_MARKS.find((mark) => mark.bytes.every((byte, index) => bytes[index] === byte));
}

/** The line of the first byte that is not UTF-8, counted from 1. */
function lineOfFirstBadByte(bytes: Uint8Array): number {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] !== 0x0a) continue;
    try {
      strict.decode(bytes.subarray(start, index));
    } catch {
      return line;
    }
    line++;
    start = index + 1;
  }
  return line;
}

/**
 * Decodes `bytes` read from `what` (a file's name, or "standard input"). Throws a UsageError
 * for a binary file, an empty one, or one longer than `maxLength` characters (as a string's
 * length counts them).
 */
export function decodeSource(bytes: Uint8Array, what: string, maxLength = Number.POSITIVE_INFINITY): SourceText {
  const mark = markOf(bytes);
  if (!mark && bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) throw new UsageError(`${what} is binary, not text`);
  // A mark decides the encoding and is left out of the text (TextDecoder drops it).
  const encoding = mark?.encoding ?? 'utf-8';
  let text: string;
  let warning: string | undefined;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder(encoding).decode(bytes);
    warning =
      encoding === 'utf-8'
        ? `${what} is not UTF-8 (from line ${lineOfFirstBadByte(bytes)}): those bytes are drawn as � boxes; save it as UTF-8`
        : `${what} is not valid ${encoding.toUpperCase()}: those bytes are drawn as � boxes`;
  }
  if (text.length === 0) throw new UsageError(`${what} is empty`);
  if (text.length > maxLength)
    throw new UsageError(`${what} is too long for one card: ${text.length} characters, at most ${maxLength}`);
  return warning === undefined ? { text } : { text, warning };
}

/**
 * The render's warnings less the one that names only U+FFFD, the character undecodable bytes
 * became: the decoding's own warning has said so already.
 */
export function withoutReplacementBoxes(warnings: readonly ResourceWarning[]): ResourceWarning[] {
  return warnings.filter(
    (warning) => !(warning.field === 'code' && /^no bundled font has \uFFFD \(U\+FFFD\);/u.test(warning.reason)),
  );
}
