import { GlyphcastError } from '@glyphcast/core';
import * as v from 'valibot';

/**
 * Checks a request body against a valibot schema; the first problem becomes a 400 naming the
 * field by its path (`variables.title`), in the wording the core's own options use.
 */
export function parseBody<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = v.getDotPath(issue) ?? undefined;
  if (issue.type === 'strict_object' && field) {
    throw new GlyphcastError(`\`${field}\` is not a field here`, { code: 'INVALID_PARAMETER', field });
  }
  const received = issue.received.length > 60 ? `${issue.received.slice(0, 60)}…` : issue.received;
  throw new GlyphcastError(
    field ? `\`${field}\` must be ${issue.message}, received ${received}` : `the body must be ${issue.message}`,
    { code: 'INVALID_PARAMETER', field },
  );
}
