import type { ResolvedOgOptions } from '../options/og-options.js';
import { createImageFetcher, ImageFetchError, type ImageFetcher } from './image-fetcher.js';
import { assertImageUri, dataUriBytes, type ImageWarning } from './og-images.js';

/** The raw bytes of the card's images, fetched on the calling thread (I/O stays off the workers). */
export interface OgImageSources {
  avatar?: Uint8Array;
  logo?: Uint8Array;
  warnings: ImageWarning[];
}

let defaultFetcher: ImageFetcher | undefined;

/**
 * Gets the avatar and logo bytes: `data:` URIs are decoded, http(s) URLs go through the
 * fetcher (the guarded default unless the caller passes one). A URI that is malformed, of
 * another scheme, or points at a non-public address throws, naming the field; a fetch that
 * fails becomes a warning and the card renders without that image.
 */
export async function loadOgImageSources(params: ResolvedOgOptions, fetcher?: ImageFetcher): Promise<OgImageSources> {
  const sources: OgImageSources = { warnings: [] };
  const load = async (field: 'avatar' | 'logo') => {
    const uri = params[field];
    if (!uri) return;
    const url = assertImageUri(uri, field);
    if (url.protocol === 'data:') {
      sources[field] = dataUriBytes(uri, field);
      return;
    }
    try {
      defaultFetcher ??= createImageFetcher();
      sources[field] = await (fetcher ?? defaultFetcher)(url, field);
    } catch (error) {
      if (!(error instanceof ImageFetchError)) throw error;
      sources.warnings.push({ field, reason: `could not be fetched: ${error.message}` });
    }
  };
  await Promise.all([load('avatar'), load('logo')]);
  return sources;
}
