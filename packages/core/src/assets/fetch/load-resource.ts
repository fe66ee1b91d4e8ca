import type { ImageFetcher } from './resource-fetcher.js';
import { assertResourceUri, dataUriBytes } from './resource-uri.js';

/** Something the card could not use or draw as asked: the render goes on without it. */
export interface ResourceWarning {
  field: string;
  reason: string;
  /**
   * True when the same parameters always give this warning (characters no bundled font has),
   * so the image may be cached; a fetch that failed may work next time, and is not.
   */
  lasting?: boolean;
}

let defaultFetcher: ImageFetcher | undefined;

/**
 * The bytes behind an avatar, logo or font URI, read on the calling thread (I/O stays off the
 * render workers): `data:` URIs are decoded, http(s) URLs go through the fetcher (the guarded
 * default unless the caller passes one), and bytes the library read already are taken as they
 * are. A malformed URI, another scheme or a non-public address throws, naming the field; a
 * fetch that fails becomes a warning.
 */
export async function loadResource(
  uri: string | Uint8Array,
  field: string,
  fetcher: ImageFetcher | undefined,
): Promise<{ bytes: Uint8Array } | { warning: ResourceWarning }> {
  if (uri instanceof Uint8Array) return { bytes: uri };
  const url = assertResourceUri(uri, field);
  if (url.protocol === 'data:') return { bytes: dataUriBytes(uri, field) };
  // The fetcher (Node's http, https and dns, the address policy) loads with the first URL:
  // most renders have none, and a command-line render's start is shorter without it.
  const { createImageFetcher, ImageFetchError } = await import('./resource-fetcher.js');
  try {
    defaultFetcher ??= createImageFetcher();
    return { bytes: await (fetcher ?? defaultFetcher)(url, field) };
  } catch (error) {
    if (!(error instanceof ImageFetchError)) throw error;
    return { warning: { field, reason: `could not be fetched: ${error.message}` } };
  }
}
