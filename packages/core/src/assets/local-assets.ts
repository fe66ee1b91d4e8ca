import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlyphcastError } from '../errors.js';
import { MAX_FONT_BYTES, MAX_PICTURE_BYTES } from '../options/input-limits.js';
import { readBoundedFile, UnreadableFile } from '../read-bounded-file.js';
import { dataUriBytes } from './fetch/resource-uri.js';

/*
 * A build script has its logo on disk or in memory: in the library (not over HTTP, where the
 * spec bounds a URI to 2000 characters and a server must not read its own files) an avatar,
 * logo or font may be bytes (a Buffer or Uint8Array), a `file:` URL, a path, or a data: URI of
 * any length; each is read here, before the card's parameters are checked, and bounded by its
 * bytes. http(s) URLs are left to the guarded fetcher, as everywhere.
 */

/** An avatar, logo or font as the library takes it. */
export type AssetInput = string | Uint8Array;

/** Parameters whose `Fields` may hold bytes read by the library instead of a URI. */
export type WithLocalAssets<Params, Fields extends keyof Params> = Omit<Params, Fields> & {
  [Field in Fields]?: AssetInput;
};

/** The fields of each card that take a local asset, and the most bytes each may have. */
export const LOCAL_ASSET_FIELDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  og: { avatar: MAX_PICTURE_BYTES, logo: MAX_PICTURE_BYTES, font: MAX_FONT_BYTES },
  code: { font: MAX_FONT_BYTES },
};

/** What the library says a local asset may be, in docs and option types. */
export const LOCAL_ASSET_NOTE =
  'In the library (not over HTTP) also a Buffer or Uint8Array, a file: URL or a path, or a data: URI of any length: at most 5 MB.';

const invalid = (field: string, message: string) =>
  new GlyphcastError(`\`${field}\` ${message}`, { code: 'INVALID_PARAMETER', field });

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** A file's bytes, bounded (a FIFO or a device refused, not read); a field's error otherwise. */
async function readFileAsset(path: string, field: string, maxBytes: number): Promise<Uint8Array> {
  return readBoundedFile(path, maxBytes).catch((error: unknown) => {
    throw error instanceof UnreadableFile ? invalid(field, `could not be read: ${error.message}`) : error;
  });
}

/** `C:\…` or `C:/…`: a Windows path, not a URI scheme. */
const WINDOWS_DRIVE = /^[a-z]:[\\/]/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** A value's URI scheme, lower-cased; undefined for a path (a Windows drive letter included). */
function schemeOf(value: string): string | undefined {
  return WINDOWS_DRIVE.test(value) ? undefined : SCHEME.exec(value)?.[1]?.toLowerCase();
}

/** Whether a picture's URL names the caller's disk: a file: URL or a path (no scheme). */
export function isLocalReference(value: string): boolean {
  if (value === '') return false;
  const scheme = schemeOf(value);
  return scheme === undefined || scheme === 'file';
}

/** Bytes no larger than `maxBytes`, else the field's error. */
function bounded(bytes: Uint8Array, field: string, maxBytes: number): Uint8Array {
  if (bytes.length > maxBytes) throw invalid(field, `is larger than ${megabytes(maxBytes)}`);
  return bytes;
}

/**
 * A local asset's bytes, or the http(s) URL itself (fetched later behind the guard). Anything
 * else with a scheme is refused, naming the field.
 */
export async function readLocalAsset(value: AssetInput, field: string, maxBytes: number): Promise<AssetInput> {
  if (value instanceof Uint8Array) return bounded(value, field, maxBytes);
  const scheme = schemeOf(value);
  if (scheme === 'http' || scheme === 'https') return value;
  if (scheme === 'data') return bounded(dataUriBytes(value, field), field, maxBytes);
  if (scheme === 'file') {
    let path: string;
    try {
      path = fileURLToPath(value);
    } catch (error) {
      throw invalid(field, `is not a file URL this system can read: ${(error as Error).message}`);
    }
    return readFileAsset(path, field, maxBytes);
  }
  if (scheme) {
    throw invalid(field, `must be an http, https, data or file URI, a path, or bytes, received a ${scheme}: URI`);
  }
  if (value === '') return value;
  return readFileAsset(resolve(value), field, maxBytes);
}

/**
 * The caller's options with their local assets read, split in two: the options for the card's
 * schema (the fields read left out) and the assets read, as bytes.
 */
export async function readLocalAssets(
  kind: string,
  options: unknown,
): Promise<{ rest: unknown; assets: Record<string, Uint8Array> }> {
  const fields = LOCAL_ASSET_FIELDS[kind];
  if (!fields || options === null || typeof options !== 'object') return { rest: options, assets: {} };
  const rest: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  const assets: Record<string, Uint8Array> = {};
  await Promise.all(
    Object.entries(fields).map(async ([field, maxBytes]) => {
      const value = rest[field];
      if (value === undefined || (typeof value !== 'string' && !(value instanceof Uint8Array))) return;
      const read = await readLocalAsset(value, field, maxBytes);
      // An http(s) URL stays among the options, for the schema to check.
      if (read instanceof Uint8Array) {
        assets[field] = read;
        delete rest[field];
      }
    }),
  );
  return { rest, assets };
}
