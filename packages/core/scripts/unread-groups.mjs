/*
 * Capturing groups no rule reads, made non-capturing. A TextMate rule reads few of its
 * expression's groups (its captures, `$1` in a scope name, `\1` of a begin in its end), but
 * a grammar writes every group as capturing: TypeScript's parameter rule holds 555 of them,
 * and V8 then took ~45 ms to compile it and filled 555 index pairs at every match. The groups
 * a rule reads keep their numbers at run time (`groups` in the stored notes).
 */

/** `$1` and `${1:/downcase}` in a scope name: the text of that group goes into the name. */
const NAME_REFERENCE = /\$(\d+)|\$\{(\d+):\/(?:downcase|upcase)\}/g;
/** `\1` in an `end` or `while`: filled in with the text of the begin's group. */
const BACK_REFERENCE = /\\(\d+)/g;

function numbersIn(text, pattern) {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(pattern)].map((match) => Number(match[1] ?? match[2]));
}

/** The groups a captures object reads (its numbered keys and the names they write), or 'all'. */
function capturesRead(captures) {
  if (!captures || typeof captures !== 'object') return [];
  const read = [];
  for (const [key, capture] of Object.entries(captures)) {
    if (!/^\d+$/.test(key)) return 'all';
    read.push(
      Number(key),
      ...numbersIn(capture?.name, NAME_REFERENCE),
      ...numbersIn(capture?.contentName, NAME_REFERENCE),
    );
  }
  return read;
}

/** Every part's groups, or 'all' when one part reads them all. */
function union(...parts) {
  return parts.includes('all') ? 'all' : parts.flat();
}

/**
 * The groups of each expression some rule of these grammars reads, by its Oniguruma source
 * ('all' where unsure). Given every grammar a tokenizer may load: at run time an expression is
 * found by its text alone, whichever grammar holds it.
 */
export function groupsReadByRules(grammars) {
  const read = new Map();
  const add = (expression, groups) => {
    if (typeof expression !== 'string') return;
    const known = read.get(expression) ?? new Set();
    if (known === 'all' || groups === 'all') {
      read.set(expression, 'all');
      return;
    }
    for (const group of groups) known.add(group);
    read.set(expression, known);
  };
  // Language modules share the grammars they embed: each object is read once.
  const seen = new WeakSet();
  const visit = (node) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const names = [...numbersIn(node.name, NAME_REFERENCE), ...numbersIn(node.contentName, NAME_REFERENCE)];
    add(node.match, union(capturesRead(node.captures), names));
    add(
      node.begin,
      union(
        capturesRead(node.beginCaptures ?? node.captures),
        names,
        numbersIn(node.end, BACK_REFERENCE),
        numbersIn(node.while, BACK_REFERENCE),
      ),
    );
    add(node.end, capturesRead(node.endCaptures ?? node.captures));
    add(node.while, capturesRead(node.whileCaptures ?? node.captures));
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(grammars);
  return read;
}

/**
 * Where a pattern opens capturing groups and refers back to them: `[index, kind, number]`
 * for each, `kind` 'group' or 'reference' (`\3`, its digits ending at the next non-digit).
 * Undefined for a pattern with named groups, which this leaves alone.
 */
function groupSites(pattern, flags) {
  const nestedClasses = flags.includes('v');
  const sites = [];
  let classDepth = 0;
  let group = 0;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index];
    if (character === '\\') {
      const digits = classDepth === 0 ? /^[1-9]\d*/.exec(pattern.slice(index + 1)) : null;
      if (digits) sites.push([index, 'reference', Number(digits[0]), digits[0].length + 1]);
      if (classDepth === 0 && pattern[index + 1] === 'k') return undefined;
      index += digits ? digits[0].length : 1;
    } else if (character === '[' && (classDepth === 0 || nestedClasses)) classDepth++;
    else if (character === ']' && classDepth > 0) classDepth--;
    else if (character === '(' && classDepth === 0) {
      if (pattern[index + 1] !== '?') sites.push([index, 'group', ++group, 1]);
      // A named group: `(?<name>`, not a lookbehind `(?<=` or `(?<!`.
      else if (pattern[index + 2] === '<' && !'=!'.includes(pattern[index + 3])) return undefined;
    }
  }
  return { sites, groupCount: group };
}

/**
 * A converted pattern with the capturing groups no rule reads made non-capturing:
 * `{ pattern, groups }`, `groups` the numbers the kept groups had, in order. `read` holds
 * groups by their Oniguruma numbers; `notes` the converter's own groups (hidden from the
 * result, or giving their text to another), which are kept with any group referred back to,
 * and the references renumbered. Undefined when the pattern names groups or keeps them all.
 */
export function withoutUnreadGroups(pattern, flags, read, notes = {}) {
  const found = groupSites(pattern, flags);
  if (!found) return undefined;
  const hidden = new Set(notes.hiddenCaptures ?? []);
  const transferring = new Set((notes.transfers ?? []).flatMap(([to, from]) => [to, ...from]));
  const referenced = new Set(found.sites.filter(([, kind]) => kind === 'reference').map(([, , number]) => number));
  const groups = [];
  let original = 0;
  for (let group = 1; group <= found.groupCount; group++) {
    if (!hidden.has(group)) original++;
    if (hidden.has(group) || transferring.has(group) || referenced.has(group) || read.has(original)) groups.push(group);
  }
  if (groups.length === found.groupCount) return undefined;
  let rewritten = '';
  let copiedTo = 0;
  for (const [index, kind, number, length] of found.sites) {
    const kept = groups.indexOf(number) + 1;
    if (kind === 'group' && kept > 0) continue;
    rewritten += pattern.slice(copiedTo, index) + (kind === 'group' ? '(?:' : `\\${kept}`);
    copiedTo = index + length;
  }
  return { pattern: rewritten + pattern.slice(copiedTo), groups };
}
