/** Stable machine-readable error codes of the core. */
export type GlyphcastErrorCode =
  /** A parameter broke its rule (type, enum, bound); `field` names it. */
  | 'INVALID_PARAMETER'
  /** The requested image would exceed the pixel limits (see `MAX_IMAGE_SIDE`). */
  | 'IMAGE_TOO_LARGE'
  /** The renderer failed for a reason that is not the caller's input (our bug or the machine). */
  | 'RENDER_FAILED'
  /** The drawing ran past the caller's `timeoutMs` and was stopped. */
  | 'RENDER_TIMEOUT';

interface GlyphcastErrorDetails {
  code: GlyphcastErrorCode;
  /** Path of the offending parameter, for example `fontSize` or `highlightLines[2]`. */
  field?: string;
  /** The value received, when it is short enough to show. */
  received?: unknown;
  cause?: unknown;
}

/**
 * The one error class of `@glyphcast/core`. Its message says what is allowed and what was
 * received, so that a CLI can print it as is and a server can return it as a 4xx detail.
 */
export class GlyphcastError extends Error {
  override readonly name = 'GlyphcastError';
  readonly code: GlyphcastErrorCode;
  readonly field: string | undefined;
  readonly received: unknown;

  constructor(message: string, details: GlyphcastErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = details.code;
    this.field = details.field;
    this.received = details.received;
  }

  /** True when the caller's input caused the error (a 4xx in HTTP terms). */
  get isUserError(): boolean {
    return this.code !== 'RENDER_FAILED' && this.code !== 'RENDER_TIMEOUT';
  }
}

/** Shortens a received value for an error message, so a 20 kB string is never echoed whole. */
export function describeReceived(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `${JSON.stringify(shown)}${value.length > 40 ? ` (${value.length} characters)` : ''}`;
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (typeof value === 'object') return 'an object';
  return String(value);
}
