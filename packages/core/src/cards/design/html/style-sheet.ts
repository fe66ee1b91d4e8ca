import type { HtmlElement } from './parse-html.js';

/*
 * `<style>` blocks of the HTML a design is written in: rules of simple selectors (tags,
 * classes, ids, `*`, compounds such as `div.card`, descendant and child combinators), applied
 * in CSS's order: by specificity, then by their place in the sheet, inline styles last.
 * Selectors with anything else (attributes, pseudo-classes) match nothing.
 */

export interface StyleRule {
  selector: string;
  declarations: Record<string, string>;
  specificity: number;
  order: number;
}

/** `color: red; font-size: 12px` as an object, names kept as written (kebab-case). */
export function parseDeclarations(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  let depth = 0;
  let quote = '';
  let start = 0;
  const take = (end: number) => {
    const declaration = text.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      const name = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      if (name && value) style[name.startsWith('--') ? name : name.toLowerCase()] = value;
    }
    start = end + 1;
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quote) {
      if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(') depth++;
    else if (character === ')') depth--;
    else if (character === ';' && depth === 0) take(index);
  }
  take(text.length);
  return style;
}

/** The top-level blocks of a style sheet, each with its prelude (a selector or an at-rule) and raw body. */
export function ruleBlocks(css: string): { prelude: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: { prelude: string; body: string }[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) break;
    // The matching brace, nested blocks (an at-rule's) included.
    let depth = 1;
    let close = open + 1;
    while (close < text.length && depth > 0) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}') depth--;
      close++;
    }
    // A statement at-rule before the block (`@layer a, b;`) is not part of its prelude.
    const prelude = text
      .slice(index, open)
      .replace(/^[^{}]*;/, '')
      .trim();
    blocks.push({ prelude, body: text.slice(open + 1, close - 1) });
    index = close;
  }
  return blocks;
}

let order = 0;

/** Rules of a style sheet; at-rules (`@media`, `@font-face`) are skipped. */
export function parseStyleSheet(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  for (const { prelude, body } of ruleBlocks(css)) {
    if (prelude.startsWith('@')) continue;
    const declarations = parseDeclarations(body);
    for (const selector of prelude
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      rules.push({ selector, declarations, specificity: specificity(selector), order: order++ });
    }
  }
  return rules;
}

interface Compound {
  tag?: string;
  ids: string[];
  classes: string[];
  /** Anything this engine cannot match (attributes, pseudo-classes). */
  unsupported: boolean;
}

function compound(text: string): Compound {
  const parts: Compound = { ids: [], classes: [], unsupported: false };
  const pattern = /([.#]?)(-?[_a-zA-Z][\w-]*)|(\*)|(.)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[4]) parts.unsupported = true;
    else if (match[3]) continue;
    else if (match[1] === '.') parts.classes.push(match[2] as string);
    else if (match[1] === '#') parts.ids.push(match[2] as string);
    else parts.tag = (match[2] as string).toLowerCase();
  }
  return parts;
}

/** A selector as compounds from the subject leftwards, with the combinator before each. */
function steps(selector: string): { compound: Compound; combinator: ' ' | '>' }[] {
  const tokens = selector
    .replace(/\s*>\s*/g, ' > ')
    .split(/\s+/)
    .filter(Boolean);
  const out: { compound: Compound; combinator: ' ' | '>' }[] = [];
  let combinator: ' ' | '>' = ' ';
  for (const token of tokens) {
    if (token === '>') {
      combinator = '>';
      continue;
    }
    out.push({ compound: compound(token), combinator });
    combinator = ' ';
  }
  return out.reverse();
}

function specificity(selector: string): number {
  return steps(selector).reduce(
    (sum, { compound: part }) => sum + part.ids.length * 10_000 + part.classes.length * 100 + (part.tag ? 1 : 0),
    0,
  );
}

function matchesCompound(element: HtmlElement, part: Compound): boolean {
  if (part.unsupported) return false;
  if (part.tag && element.type.toLowerCase() !== part.tag) return false;
  const classes = String(element.props.class ?? '').split(/\s+/);
  if (!part.classes.every((name) => classes.includes(name))) return false;
  return part.ids.every((id) => element.props.id === id);
}

/** Whether `element`, with its ancestors nearest first, matches the selector. */
function matches(element: HtmlElement, ancestors: readonly HtmlElement[], selector: ReturnType<typeof steps>): boolean {
  const [subject, ...rest] = selector;
  if (!subject || !matchesCompound(element, subject.compound)) return false;
  let position = 0;
  let combinator = subject.combinator;
  for (const step of rest) {
    if (combinator === '>') {
      const parent = ancestors[position];
      if (!parent || !matchesCompound(parent, step.compound)) return false;
      position++;
    } else {
      while (position < ancestors.length && !matchesCompound(ancestors[position] as HtmlElement, step.compound))
        position++;
      if (position >= ancestors.length) return false;
      position++;
    }
    combinator = step.combinator;
  }
  return true;
}

/** Puts each rule's declarations into the style of the elements it matches (inline styles kept above). */
export function applyStyleSheet(root: HtmlElement, rules: readonly StyleRule[]): void {
  const sorted = [...rules].sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  const compiled = sorted.map((rule) => ({ rule, selector: steps(rule.selector) }));
  const visit = (element: HtmlElement, ancestors: HtmlElement[]) => {
    if (element.type !== 'root') {
      const fromSheet: Record<string, string> = {};
      for (const { rule, selector } of compiled) {
        if (matches(element, ancestors, selector)) Object.assign(fromSheet, rule.declarations);
      }
      element.props.style = { ...fromSheet, ...element.props.style };
    }
    const next = element.type === 'root' ? ancestors : [element, ...ancestors];
    for (const child of element.props.children) if (typeof child !== 'string') visit(child, next);
  };
  visit(root, []);
}
