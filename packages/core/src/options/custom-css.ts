import { createRequire } from 'node:module';
import colorString from 'color-string';
import type * as CssTree from 'css-tree';
import type { CssNode } from 'css-tree';
import { GlyphcastError } from '../errors.js';

const require = createRequire(import.meta.url);
/** css-tree weighs ~15 MB once loaded; only custom CSS (a Pro feature) needs it. */
let cssTree: typeof CssTree | undefined;
const loadCssTree = () => {
  cssTree ??= require('css-tree') as typeof CssTree;
  return cssTree;
};

/*
 * Custom CSS (a Pro feature): a short declaration list such as `border-radius: 0; box-shadow:
 * none`, parsed by css-tree (a spec-based CSS parser) and checked property by property against
 * a small documented subset. Each renderer accepts its own subset, because each property has
 * to be drawn by our own code.
 */

export type CssValue = string | number | [number, number, number, number];

export interface PropertyRule {
  /** What the docs and errors say is allowed. */
  allowed: string;
  /** Turns a spec-valid value into what the renderer uses, or undefined when out of our range. */
  convert: (value: CssNode, text: string) => CssValue | undefined;
}

export function cssPixels(min: number, max: number): PropertyRule {
  return {
    allowed: `a length in px from ${min} to ${max}`,
    convert: (value) => {
      if (value.type !== 'Value' || value.children.size !== 1) return undefined;
      const node = value.children.first;
      const amount =
        node?.type === 'Dimension' && node.unit.toLowerCase() === 'px'
          ? Number(node.value)
          : node?.type === 'Number' && Number(node.value) === 0
            ? 0
            : Number.NaN;
      return amount >= min && amount <= max ? amount : undefined;
    },
  };
}

export function cssNumber(min: number, max: number): PropertyRule {
  return {
    allowed: `a number from ${min} to ${max}`,
    convert: (value) => {
      const node = value.type === 'Value' && value.children.size === 1 ? value.children.first : undefined;
      const amount = node?.type === 'Number' ? Number(node.value) : Number.NaN;
      return amount >= min && amount <= max ? amount : undefined;
    },
  };
}

export function cssKeyword(...words: string[]): PropertyRule {
  return {
    allowed: words.join(' or '),
    convert: (_, text) => (words.includes(text.toLowerCase()) ? text.toLowerCase() : undefined),
  };
}

export const cssColor: PropertyRule = {
  allowed: 'a colour (#hex, rgb(), hsl() or a name)',
  convert: (_, text) => {
    const rgba = colorString.get.rgb(text);
    return rgba ? [rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0, Math.round((rgba[3] ?? 1) * 255)] : undefined;
  },
};

/**
 * A colour with no transparency: for a background that must cover the card (an OG card's glow
 * is painted over it, and social networks show no transparency anyway).
 */
export const cssOpaqueColor: PropertyRule = {
  allowed:
    'an opaque colour (#hex, rgb(), hsl() or a name; no transparency: a see-through card is a design of your own, renderElement)',
  convert: (value, text) => {
    const color = cssColor.convert(value, text);
    return Array.isArray(color) && color[3] === 255 ? color : undefined;
  },
};

function cssError(message: string): GlyphcastError {
  return new GlyphcastError(`\`css\`: ${message}`, { code: 'INVALID_PARAMETER', field: 'css' });
}

/**
 * Parses a declaration list and returns the accepted properties with their converted values.
 * Anything outside the subset, or a value outside its range, is an error naming the property.
 */
export function parseCustomCss(css: string, properties: Record<string, PropertyRule>): Record<string, CssValue> {
  const allowed = Object.keys(properties).join(', ');
  const errors: string[] = [];
  const { generate, lexer, parse, walk } = loadCssTree();
  const ast = parse(css, {
    context: 'declarationList',
    parseValue: true,
    onParseError: (error) => errors.push(error.message),
  });
  if (errors.length)
    throw cssError(`cannot be parsed (${errors[0]}); write declarations such as \`${Object.keys(properties)[0]}: …;\``);
  const result: Record<string, CssValue> = {};
  walk(ast, {
    visit: 'Declaration',
    enter(declaration) {
      const property = declaration.property.toLowerCase();
      const rule = properties[property];
      if (!rule) throw cssError(`\`${property}\` is not an allowed property; the allowed ones are ${allowed}`);
      if (declaration.important) throw cssError(`\`${property}\` must not be !important`);
      const text = generate(declaration.value).trim();
      const valid = lexer.matchProperty(property, declaration.value).error === null;
      const converted = valid ? rule.convert(declaration.value, text) : undefined;
      if (converted === undefined)
        throw cssError(`\`${property}\` must be ${rule.allowed}, received ${JSON.stringify(text)}`);
      result[property] = converted;
    },
  });
  return result;
}
