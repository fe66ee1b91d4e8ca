import { bundledLanguagesInfo } from 'shiki/langs';
import { GlyphcastError } from '../errors.js';

/** Shiki's built-in plain-text ids: no grammar, one token per line. */
export const PLAIN_TEXT = 'text';
const PLAIN_TEXT_ALIASES = ['text', 'txt', 'plain', 'plaintext'];
const TERMINAL = 'ansi';
const TERMINAL_ALIASES = ['ansi', 'terminal', 'console-output'];

let aliasToId: Map<string, string> | undefined;

function aliasMap(): Map<string, string> {
  if (aliasToId) return aliasToId;
  aliasToId = new Map(PLAIN_TEXT_ALIASES.map((alias) => [alias, PLAIN_TEXT]));
  // Terminal output: Shiki's built-in `ansi` colours escape codes rather than a grammar.
  for (const alias of TERMINAL_ALIASES) aliasToId.set(alias, TERMINAL);
  for (const language of bundledLanguagesInfo) {
    aliasToId.set(language.id.toLowerCase(), language.id);
    for (const alias of language.aliases ?? []) aliasToId.set(alias.toLowerCase(), language.id);
  }
  return aliasToId;
}

/** Returns the canonical Shiki id for an id or alias (any case), or undefined. */
export function findLanguage(idOrAlias: string): string | undefined {
  return aliasMap().get(idOrAlias.trim().toLowerCase());
}

/** Like `findLanguage`, but an unknown language is the caller's error naming `field`. */
export function resolveLanguage(idOrAlias: string, field = 'language'): string {
  const id = findLanguage(idOrAlias);
  if (id) return id;
  throw new GlyphcastError(
    `\`${field}\` must be a Shiki language id or alias (for example typescript, ts, python, rust) or auto, received ${JSON.stringify(idOrAlias)}`,
    { code: 'INVALID_PARAMETER', field, received: idOrAlias },
  );
}

/** Language ids and their display names, for pickers and documentation. */
export function listLanguages(): { id: string; name: string; aliases: string[] }[] {
  return [
    ...bundledLanguagesInfo.map((language) => ({
      id: language.id,
      name: language.name,
      aliases: [...(language.aliases ?? [])],
    })),
    { id: TERMINAL, name: 'Terminal output (ANSI escape codes)', aliases: TERMINAL_ALIASES.slice(1) },
  ];
}
