import * as v from 'valibot';
import { describeReceived, GlyphcastError } from '../errors.js';
import { type PropertyRule, parseCustomCss } from './custom-css.js';

/** Turns a valibot issue path into `field`, `field.sub` or `field[3]`. */
function issueField(issue: v.BaseIssue<unknown>): string {
  let field = '';
  for (const item of issue.path ?? []) {
    if (typeof item.key === 'number') field += `[${item.key}]`;
    else field += field ? `.${String(item.key)}` : String(item.key);
  }
  return field;
}

function notAnObject(input: unknown): GlyphcastError {
  return new GlyphcastError(`the parameters must be an object, received ${describeReceived(input)}`, {
    code: 'INVALID_PARAMETER',
  });
}

function toError(issue: v.BaseIssue<unknown>, schemaEntries: v.ObjectEntries): GlyphcastError {
  const allowedKeys = Object.keys(schemaEntries);
  const field = issueField(issue);
  if (issue.type === 'strict_object' && issue.expected === 'never' && field) {
    return new GlyphcastError(`\`${field}\` is not a known parameter; the parameters are ${allowedKeys.join(', ')}`, {
      code: 'INVALID_PARAMETER',
      field,
    });
  }
  if (issue.type === 'strict_object' && field) {
    // A missing required key: report it with the rule of the key's own schema.
    const rule = (schemaEntries[field] as { message?: unknown } | undefined)?.message;
    return new GlyphcastError(`\`${field}\` must be ${typeof rule === 'string' ? rule : 'given'}, received nothing`, {
      code: 'INVALID_PARAMETER',
      field,
    });
  }
  if (!field) return notAnObject(issue.input);
  return new GlyphcastError(`\`${field}\` must be ${issue.message}, received ${describeReceived(issue.input)}`, {
    code: 'INVALID_PARAMETER',
    field,
    received: issue.input,
  });
}

/**
 * Validates `input` against an options schema and fills in the defaults. Throws a
 * `GlyphcastError` naming the first offending field.
 */
export function parseOptions<
  TSchema extends v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>,
>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  // valibot reads an array's indices as keys, and would report the first missing field instead.
  if (Array.isArray(input)) throw notAnObject(input);
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw toError(issue, schema.entries);
}

/** Validates a card's options, its `css` against the card's subset of properties included. */
export function parseCardOptions<
  TSchema extends v.StrictObjectSchema<v.ObjectEntries, undefined> & { entries: { css: v.GenericSchema } },
>(schema: TSchema, cssProperties: Record<string, PropertyRule>, input: unknown): v.InferOutput<TSchema> {
  const params = parseOptions(schema, input);
  const { css } = params as { css?: string };
  if (css) parseCustomCss(css, cssProperties);
  return params;
}
