import { hash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/*
 * API keys look like GitHub's tokens: a prefix that says what they are, random base62, and a
 * checksum, so that a mistyped or forged key is refused without touching the database.
 *   sk_live_<30 random base62><6 base62 checksum>   secret key (server-side POST)
 *   pk_live_<30 random base62><6 base62 checksum>   public key (GET URLs in pages)
 * 30 base62 characters hold 178 bits from the CSPRNG (issue 4 asks for at least 160).
 */

export type KeyKind = 'secret' | 'public';

const PREFIXES: Record<KeyKind, string> = { secret: 'sk_live_', public: 'pk_live_' };
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^(sk|pk)_live_([0-9A-Za-z]{30})([0-9A-Za-z]{6})$/;

function base62(value: number, length: number): string {
  let text = '';
  let rest = value;
  for (let index = 0; index < length; index++) {
    text = ALPHABET[rest % 62] + text;
    rest = Math.floor(rest / 62);
  }
  return text;
}

function checksum(prefix: string, random: string): string {
  return base62(crc32(`${prefix}${random}`), CHECKSUM_LENGTH);
}

/** A new key of the given kind, random from the operating system's CSPRNG. */
export function generateKey(kind: KeyKind): string {
  const prefix = PREFIXES[kind];
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index++) random += ALPHABET[randomInt(62)];
  return `${prefix}${random}${checksum(prefix, random)}`;
}

/** The kind of a well-formed key whose checksum matches, or undefined. No database involved. */
export function parseKey(key: string): KeyKind | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const prefix = `${match[1]}_live_`;
  if (checksum(prefix, match[2] as string) !== match[3]) return undefined;
  return match[1] === 'sk' ? 'secret' : 'public';
}

/** What is stored and looked up: the SHA-256 of the key, never the key itself. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** A safe way to show a key again (lists, logs): its prefix and last four characters. */
export function displayKey(key: string): string {
  return `${key.slice(0, 8)}…${key.slice(-4)}`;
}
