import { GlyphcastError } from '@glyphcast/core';
import type * as v from 'valibot';
import { decodeBase64Text } from './query.js';

/*
 * A GET query carries every parameter as text. How each one is read back into what the schema
 * validates is read from the schema itself, so a new option needs no list here: numbers and
 * numeric choices as integers, flags as true/false, arrays as comma-separated integers. `code`
 * travels in base64 (any source survives a URL). `key` and `sig` belong to authentication.
 */

/** How a parameter is written in a query string. */
export type QueryForm = 'base64' | 'integer' | 'boolean' | 'integer-list' | 'text';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>;
type AnySchema = v.GenericSchema & { wrapped?: AnySchema; options?: readonly unknown[]; item?: AnySchema };

const BASE64_FIELDS = new Set(['code']);
const AUTHENTICATION = new Set(['key', 'sig']);

function formOf(name: string, entry: AnySchema): QueryForm {
  if (BASE64_FIELDS.has(name)) return 'base64';
  const base = entry.type === 'optional' && entry.wrapped ? entry.wrapped : entry;
  if (base.type === 'number') return 'integer';
  if (base.type === 'boolean') return 'boolean';
  if (base.type === 'picklist' && base.options?.every((option) => typeof option === 'number')) return 'integer';
  if (base.type === 'array') return 'integer-list';
  return 'text';
}

const formsBySchema = new WeakMap<object, Map<string, QueryForm>>();

/** Each parameter of `schema` with the way it is written in a query string. */
export function queryForms(schema: ObjectSchema): Map<string, QueryForm> {
  let forms = formsBySchema.get(schema);
  if (!forms) {
    forms = new Map(Object.entries(schema.entries).map(([name, entry]) => [name, formOf(name, entry as AnySchema)]));
    formsBySchema.set(schema, forms);
  }
  return forms;
}

function invalid(field: string, rule: string, value: string): GlyphcastError {
  return new GlyphcastError(`\`${field}\` must be ${rule}, received ${JSON.stringify(value.slice(0, 40))}`, {
    code: 'INVALID_PARAMETER',
    field,
  });
}

function readValue(name: string, value: string, form: QueryForm | undefined): unknown {
  switch (form) {
    case 'base64':
      return decodeBase64Text(value, name);
    case 'integer':
      if (!/^-?\d+$/.test(value)) throw invalid(name, 'an integer', value);
      return Number(value);
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw invalid(name, 'true or false', value);
      return value === 'true';
    case 'integer-list': {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.some((item) => !/^\d+$/.test(item)))
        throw invalid(name, 'comma-separated numbers such as 3,5,6', value);
      return items.map(Number);
    }
    default:
      // Unknown names pass as text: the schema refuses them by name.
      return value;
  }
}

/** Turns a GET query into the parameters `schema` validates. */
export function queryToParams(query: Record<string, string>, schema: ObjectSchema): Record<string, unknown> {
  const forms = queryForms(schema);
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!AUTHENTICATION.has(name)) params[name] = readValue(name, value, forms.get(name));
  }
  return params;
}
