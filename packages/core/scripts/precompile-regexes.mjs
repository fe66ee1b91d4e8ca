/*
 * Converts the regular expressions of the common grammars to JavaScript's syntax once, at build
 * time, into `regexes/` (one brotli-compressed JSON file a grammar, named by its Shiki name),
 * which the package ships. Oniguruma compiles a rule's expressions the first time the rule is
 * met, and a command-line render of one short TypeScript file spent most of its time there;
 * V8 compiles a JavaScript RegExp lazily and runs it natively. The conversion is
 * `oniguruma-to-es` with the options Shiki's JavaScript engine gives it, so a grammar reads as
 * Shiki's own JavaScript engine would read it. Target ES2024 (the `v` flag), not "auto": a
 * build on a newer Node must not emit syntax that Node 20 cannot run.
 * Runs in `pnpm build` (`oniguruma-to-es` is a build-time dependency only); a test checks
 * every grammar here tokenises its samples exactly as Oniguruma does.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { toRegExpDetails } from 'oniguruma-to-es';
import { bundledLanguages } from 'shiki/langs';
import { PRECOMPILED_LANGUAGES, REGEX_CONVERSION } from './precompiled-languages.mjs';
import { requiredLiterals } from './required-literals.mjs';
import { groupsReadByRules, withoutUnreadGroups } from './unread-groups.mjs';

const target = join(import.meta.dirname, '..', 'regexes');

/** Every expression a grammar holds: `match`, `begin`, `end` and `while`, at any depth. */
function collectExpressions(node, into) {
  if (Array.isArray(node)) {
    for (const item of node) collectExpressions(item, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const key of ['match', 'begin', 'end', 'while']) {
    if (typeof node[key] === 'string') into.add(node[key]);
  }
  for (const value of Object.values(node)) if (typeof value === 'object') collectExpressions(value, into);
}

/**
 * The forms a scanner may be given an expression in: a TextMate tokenizer hides `\A` and `\G`
 * where they cannot match (not at the string's start, or not where the last match ended) by
 * putting U+FFFF, a character no line holds, in place of the letter. Each anchor may be hidden
 * or not, so an expression with both has four forms.
 */
function anchorForms(expression) {
  const forms = new Set([expression]);
  for (const hide of [['A'], ['G'], ['A', 'G']]) {
    let form = '';
    for (let index = 0; index < expression.length; index++) {
      const character = expression[index];
      form += character;
      if (character !== '\\' || index + 1 >= expression.length) continue;
      const escaped = expression[++index];
      form += hide.includes(escaped) ? '\uffff' : escaped;
    }
    forms.add(form);
  }
  return forms;
}

/**
 * What src/highlight/converted-expression.ts must do at run time for an expression: the
 * converter's options less `lazyCompile` (every expression is compiled on its first search).
 * An option that code does not handle stops the build rather than draw wrong colours.
 */
function runTimeNotes(options, expression) {
  if (!options) return undefined;
  const { lazyCompile: _compiledOnFirstSearchAnyway, ...notes } = options;
  for (const [key, value] of Object.entries(notes)) {
    const handled =
      (key === 'hiddenCaptures' && Array.isArray(value)) ||
      (key === 'transfers' && Array.isArray(value)) ||
      (key === 'strategy' && (value === 'clip_search' || value === null));
    if (!handled)
      throw new Error(`precompile-regexes: ${key} ${JSON.stringify(value)} of ${expression} is not handled`);
  }
  if (notes.strategy === null) delete notes.strategy;
  for (const key of ['hiddenCaptures', 'transfers']) if (notes[key]?.length === 0) delete notes[key];
  return Object.keys(notes).length > 0 ? notes : undefined;
}

/**
 * The converted pattern with the groups no rule reads made non-capturing, and the numbers its
 * kept groups had; as converted when a rule may read any group or none can be dropped.
 */
function withReadGroupsOnly(details, notes, read) {
  if (!(read instanceof Set)) return { pattern: details.pattern };
  const narrowed = withoutUnreadGroups(details.pattern, details.flags, read, notes);
  if (!narrowed) return { pattern: details.pattern };
  // The kept groups must be exactly those the notes name, or the colours would shift.
  const groupCount = new RegExp(`${narrowed.pattern}|`, details.flags.replace('d', '')).exec('').length - 1;
  if (groupCount !== narrowed.groups.length)
    throw new Error(`precompile-regexes: ${details.pattern} kept ${groupCount} groups`);
  return narrowed;
}

/** Oniguruma source → [JavaScript source, flags, what the run time must do for it]. */
function convertGrammar(grammar, read) {
  const sources = new Set();
  collectExpressions(grammar, sources);
  const converted = {};
  let failed = 0;
  for (const source of sources) {
    for (const expression of anchorForms(source)) {
      let details;
      try {
        details = toRegExpDetails(expression, REGEX_CONVERSION);
      } catch {
        // Left out: a scanner holding it is compiled by Oniguruma, as before.
        failed++;
        continue;
      }
      const required = requiredLiterals(expression);
      const notes = {
        ...runTimeNotes(details.options, expression),
        ...(required && { needs: required.needs }),
        ...(required?.caseless && { caseless: true }),
      };
      const { pattern, groups } = withReadGroupsOnly(details, notes, read.get(source));
      if (groups) notes.groups = groups;
      converted[expression] =
        Object.keys(notes).length > 0 ? [pattern, details.flags, notes] : [pattern, details.flags];
    }
  }
  return { converted, failed };
}

// Every bundled grammar, converted or not: a rule of any of them may hold the same expression.
const everyGrammar = await Promise.all(Object.values(bundledLanguages).map(async (load) => (await load()).default));
const read = groupsReadByRules(everyGrammar);

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
let bytes = 0;
for (const id of PRECOMPILED_LANGUAGES) {
  const load = bundledLanguages[id];
  if (!load) throw new Error(`precompile-regexes: ${id} is not a bundled Shiki language`);
  // A language module also brings the grammars it embeds: only its own is written (an embedded
  // one is written when it is in the list itself, so every grammar here is one the test checks).
  const grammar = (await load()).default.find((candidate) => candidate.name === id);
  if (!grammar) throw new Error(`precompile-regexes: the ${id} module holds no grammar named ${id}`);
  const { converted, failed } = convertGrammar(grammar, read);
  const packed = brotliCompressSync(JSON.stringify(converted), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  writeFileSync(join(target, `${id}.json.br`), packed);
  bytes += packed.length;
  if (failed > 0) console.log(`precompile-regexes: ${id}: ${failed} expressions left to Oniguruma`);
}
console.log(`precompile-regexes: ${PRECOMPILED_LANGUAGES.length} grammars, ${(bytes / 1024).toFixed(0)} kB`);
