import * as v from 'valibot';

/*
 * The parameters of an options schema as people read them: the docs' tables, the CLI's help and
 * OpenAPI all come from the schema (type, default, the rule's own wording, the meaning given
 * with `described`), so no bound or default is written twice.
 */

export interface ParameterDoc {
  name: string;
  /** `string`, `integer`, `boolean`, `enum`, `integer[]` or `object[]`. */
  type: string;
  required: boolean;
  /** The default when omitted, if any. */
  defaultValue: unknown;
  /** The rule a value must meet, in the words errors use ("an integer from 8 to 40"). */
  rule: string;
  /** What the parameter does. */
  meaning: string;
  /** The values an enum takes. */
  choices?: readonly (string | number)[];
}

type Entry = v.GenericSchema & {
  wrapped?: Entry;
  default?: unknown;
  message?: string;
  options?: readonly (string | number)[];
  pipe?: readonly { kind: string; type: string; message?: string }[];
};

function typeOf(schema: Entry): string {
  if (schema.type === 'picklist') {
    return schema.options?.every((option) => typeof option === 'number') ? 'integer' : 'enum';
  }
  if (schema.type === 'number') return 'integer';
  if (schema.type === 'array') {
    const item = (schema as { item?: Entry }).item;
    return item?.type === 'strict_object' || item?.type === 'object' ? 'object[]' : 'integer[]';
  }
  return schema.type;
}

/** The most specific wording of the rule: the last message in the pipe, else the schema's own. */
function ruleOf(schema: Entry): string {
  const messages = (schema.pipe ?? []).flatMap((item) => {
    const message = item.kind === 'schema' ? ruleOf(item as unknown as Entry) : item.message;
    return typeof message === 'string' && message ? [message] : [];
  });
  return messages.at(-1) ?? (typeof schema.message === 'string' ? schema.message : '');
}

export function parameterDocs(
  schema: v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>,
): ParameterDoc[] {
  return Object.entries(schema.entries).map(([name, entry]) => {
    const optional = (entry as Entry).type === 'optional';
    const inner = optional ? ((entry as Entry).wrapped as Entry) : (entry as Entry);
    const fallback = (entry as Entry).default;
    const doc: ParameterDoc = {
      name,
      type: typeOf(inner),
      required: !optional,
      defaultValue: typeof fallback === 'function' ? (fallback as () => unknown)() : fallback,
      rule: ruleOf(inner),
      meaning: v.getDescription(inner as Parameters<typeof v.getDescription>[0]) ?? '',
    };
    if (inner.type === 'picklist') doc.choices = inner.options;
    return doc;
  });
}

/** A default as the docs show it: `48`, `[]`, "required" or "none". */
function shownDefault(doc: ParameterDoc): string {
  if (doc.required) return 'required';
  if (doc.defaultValue === undefined) return 'none';
  return `\`${Array.isArray(doc.defaultValue) ? JSON.stringify(doc.defaultValue) : String(doc.defaultValue)}\``;
}

/** The Markdown table of a schema's parameters (the docs' parameter sections are this, generated). */
export function parameterTable(schema: Parameters<typeof parameterDocs>[0]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = parameterDocs(schema).map((doc) => {
    const rule = doc.choices ? doc.choices.map((choice) => `\`${choice}\``).join(', ') : doc.rule;
    return `| \`${doc.name}\` | ${doc.type} | ${shownDefault(doc)} | ${cell(rule)} | ${cell(doc.meaning)} |`;
  });
  return ['| Parameter | Type | Default | Values | Meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
