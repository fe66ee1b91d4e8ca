import { DESIGN_RENDERER, DesignOptionsSchema, GlyphcastError, htmlToElement } from '@glyphcast/core';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { parseBody } from '../http/parse-body.js';
import type { DesignContent, StoredDesign } from '../store/designs.js';
import {
  checkValues,
  checkVariableName,
  fillVariables,
  MAX_VALUE_LENGTH,
  MAX_VARIABLES,
  type VariableUses,
  type VariableValues,
  variablesUsed,
} from './design-variables.js';

const isTree = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What `POST /v1/designs` and `PUT /v1/designs/{id}` take. */
export const DesignBodySchema = v.strictObject(
  {
    name: v.optional(
      v.pipe(
        v.string('a string of 1 to 100 characters'),
        v.minLength(1, 'a string of 1 to 100 characters'),
        v.maxLength(100, 'a string of 1 to 100 characters'),
        v.description('a name for your own lists'),
      ),
    ),
    html: v.optional(
      v.pipe(
        v.string('a string of HTML'),
        v.description('the design as HTML with inline styles and <style> blocks (give this or element)'),
      ),
    ),
    element: v.optional(
      v.pipe(
        v.custom<Record<string, unknown>>(isTree, 'an element tree: { "type": "div", "props": { … } }'),
        v.description('the design as an element tree, { type, props: { style, children } } (give this or html)'),
      ),
    ),
    // The library's own rules: a design stored is checked as one drawn (fonts over HTTP are URLs).
    width: DesignOptionsSchema.entries.width,
    height: DesignOptionsSchema.entries.height,
    fonts: DesignOptionsSchema.entries.fonts,
    lang: DesignOptionsSchema.entries.lang,
    variables: v.optional(
      v.pipe(
        v.record(
          v.string(),
          v.nullable(
            v.pipe(
              v.string(`a string of at most ${MAX_VALUE_LENGTH} characters, or null`),
              v.maxLength(MAX_VALUE_LENGTH, `a string of at most ${MAX_VALUE_LENGTH} characters, or null`),
            ),
          ),
          'an object of variable names and their defaults',
        ),
        v.description('each {{variable}} the design uses and its default; null when every request must give it'),
      ),
      {},
    ),
  },
  'an object with html or element, width, height and variables',
);

/** A stored design made ready to fill: its tree parsed and its variables found. */
export interface CompiledDesign {
  tree: unknown;
  uses: VariableUses;
  /** Where errors about the tree point: the field it came in. */
  field: 'html' | 'element';
}

/**
 * The design a request gives, as exactly one of `html` (a string) and `element`: its tree, and
 * the field errors about it name.
 */
export async function designTree(
  html: unknown,
  element: unknown,
): Promise<{ tree: unknown; field: 'html' | 'element' }> {
  if ((html === undefined) === (element === undefined)) {
    throw new GlyphcastError('give the design as either `html` or `element`', {
      code: 'INVALID_PARAMETER',
      field: html === undefined ? 'html' : 'element',
    });
  }
  if (html === undefined) return { tree: element, field: 'element' };
  if (typeof html !== 'string') {
    throw new GlyphcastError('`html` must be a string of HTML', { code: 'INVALID_PARAMETER', field: 'html' });
  }
  return { tree: await htmlToElement(html), field: 'html' };
}

/** A design's tree made ready to fill: its variables found. */
const compiled = ({ tree, field }: { tree: unknown; field: 'html' | 'element' }): CompiledDesign => ({
  tree,
  uses: variablesUsed(tree, field),
  field,
});

/** A design's errors about its tree name the field it was given in: `html: div > p`. */
export function inField<T>(field: 'html' | 'element', work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof GlyphcastError && field === 'html' && error.field?.startsWith('element')) {
      throw new GlyphcastError(error.message, {
        code: 'INVALID_PARAMETER',
        field: `html${error.field.slice('element'.length)}`,
      });
    }
    throw error;
  }
}

/** The variables' values for a request: the given ones over the defaults, all checked. */
export function valuesFor(design: StoredDesign, compiled: CompiledDesign, given: VariableValues): VariableValues {
  const declared = Object.keys(design.variables);
  for (const [name, value] of Object.entries(given)) {
    if (!Object.hasOwn(design.variables, name)) {
      throw new GlyphcastError(
        `\`${name}\` is not a variable of this design (${declared.length ? `its variables: ${declared.join(', ')}` : 'it has none'})`,
        { code: 'INVALID_PARAMETER', field: name },
      );
    }
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) {
      throw new GlyphcastError(`\`${name}\` must be text of at most ${MAX_VALUE_LENGTH} characters`, {
        code: 'INVALID_PARAMETER',
        field: name,
      });
    }
  }
  const values: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(design.variables)) {
    const value = given[name] ?? fallback;
    if (value === null) {
      throw new GlyphcastError(`\`${name}\` must be given: this design has no default for it`, {
        code: 'INVALID_PARAMETER',
        field: name,
      });
    }
    values[name] = value;
  }
  checkValues(compiled.uses, values);
  return values;
}

/** The core's parameters of a design filled with `values`: what the render pool draws. */
export function designParams(
  design: Pick<StoredDesign, 'width' | 'height' | 'fonts' | 'lang'>,
  compiled: CompiledDesign,
  values: VariableValues,
  output: { format: string; scale: number },
) {
  return inField(compiled.field, () =>
    DESIGN_RENDERER.parse({
      element: fillVariables(compiled.tree, values),
      width: design.width,
      height: design.height,
      fonts: design.fonts,
      lang: design.lang,
      ...output,
    }),
  );
}

/**
 * Checks a design as it is stored: the body's fields, the tree (the core's bounds, with the
 * defaults filled in, or each required variable's name as its text), every variable it uses
 * declared, each name and default valid, and every picture an http(s) or data: URL. Pictures
 * are fetched only when an image is drawn, behind the same guard as every remote file.
 */
export async function readDesignBody(body: unknown): Promise<DesignContent> {
  const parsed = parseBody(DesignBodySchema, body);
  const design = compiled(await designTree(parsed.html, parsed.element));
  const source = design.field;
  const names = Object.keys(parsed.variables);
  if (names.length > MAX_VARIABLES) {
    throw new GlyphcastError(`a design may declare at most ${MAX_VARIABLES} variables, received ${names.length}`, {
      code: 'INVALID_PARAMETER',
      field: 'variables',
    });
  }
  for (const name of names) checkVariableName(name);
  for (const [name, { path }] of design.uses) {
    if (!Object.hasOwn(parsed.variables, name)) {
      throw new GlyphcastError(
        `{{${name}}} is used (${path}) but not declared: add "${name}" to \`variables\` with its default, or null`,
        { code: 'INVALID_PARAMETER', field: `variables.${name}` },
      );
    }
  }
  const samples: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(parsed.variables)) {
    const isUrl = design.uses.get(name)?.uses.has('url');
    samples[name] = fallback ?? (isUrl ? '' : name);
  }
  try {
    checkValues(design.uses, samples);
  } catch (error) {
    if (error instanceof GlyphcastError && error.field) {
      throw new GlyphcastError(`the default of ${error.message}`, {
        code: 'INVALID_PARAMETER',
        field: `variables.${error.field}`,
      });
    }
    throw error;
  }
  const fonts = parsed.fonts.map((font) => ({ ...font, data: String(font.data) }));
  const params = designParams({ ...parsed, fonts }, design, samples, { format: 'png', scale: 1 });
  for (const url of params.urls) {
    if (!/^(https?|data):/i.test(url)) {
      throw new GlyphcastError(`a picture's URL must be http, https or data:, received "${url.slice(0, 60)}"`, {
        code: 'INVALID_PARAMETER',
        field: source,
      });
    }
  }
  return {
    name: parsed.name ?? null,
    source,
    body: parsed.html ?? JSON.stringify(parsed.element),
    width: parsed.width,
    height: parsed.height,
    variables: parsed.variables,
    fonts,
    lang: parsed.lang,
  };
}

/** Parsed designs by id and version: an og:image URL asked for again skips parsing its HTML. */
const compiledDesigns = new LRUCache<string, CompiledDesign>({ max: 500 });

/** A stored design, parsed (remembered by id and version: a new version is parsed anew). */
export async function compiledDesign(design: StoredDesign): Promise<CompiledDesign> {
  const key = `${design.id}@${design.version}`;
  const known = compiledDesigns.get(key);
  if (known) return known;
  const ready = compiled(
    design.source === 'html'
      ? { tree: await htmlToElement(design.body), field: 'html' }
      : { tree: JSON.parse(design.body), field: 'element' },
  );
  compiledDesigns.set(key, ready);
  return ready;
}
