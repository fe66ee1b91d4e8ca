import * as v from 'valibot';

/*
 * Building blocks for the option schemas. Each rule carries its own wording ("an integer from
 * 8 to 40") as the valibot message; `parseOptions` turns it into the sentence users read:
 * "`fontSize` must be an integer from 8 to 40, received 41".
 */

export function integerIn(min: number, max: number) {
  const rule = `an integer from ${min} to ${max}`;
  return v.pipe(v.number(rule), v.integer(rule), v.minValue(min, rule), v.maxValue(max, rule));
}

export function integerAtLeast(min: number) {
  const rule = `an integer of at least ${min}`;
  return v.pipe(v.number(rule), v.integer(rule), v.minValue(min, rule));
}

export function oneOf<const T extends readonly (string | number)[]>(values: T) {
  return v.picklist(values, `one of ${values.map((value) => JSON.stringify(value)).join(', ')}`);
}

export function boundedString(min: number, max: number) {
  const rule = min > 0 ? `a string of ${min} to ${max} characters` : `a string of at most ${max} characters`;
  return v.pipe(v.string(rule), v.minLength(min, rule), v.maxLength(max, rule));
}

export function flag() {
  return v.boolean('true or false');
}

/** An http(s) or data: URI of at most `max` characters (data: URIs may carry a font). */
export function uri(max: number) {
  const rule = `a URI (http, https or data) of at most ${max} characters`;
  return v.pipe(v.string(rule), v.maxLength(max, rule), v.url(rule));
}

/** Attaches what a parameter means, for OpenAPI, `--help` and the docs' tables (bounds come from the rule). */
export function described<const TSchema extends v.GenericSchema>(schema: TSchema, meaning: string) {
  return v.pipe(schema, v.description(meaning));
}
