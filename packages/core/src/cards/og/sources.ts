import { loadResource, type ResourceWarning } from '../../assets/fetch/load-resource.js';
import type { ImageFetcher } from '../../assets/fetch/resource-fetcher.js';
import type { ResolvedOgOptions } from './options.js';
import { TEMPLATE_FIELDS } from './templates.js';

/** The raw bytes of the card's images and font, fetched on the calling thread. */
export interface OgImageSources {
  avatar?: Uint8Array;
  logo?: Uint8Array;
  font?: Uint8Array;
  warnings: ResourceWarning[];
}

/** Gets the avatar, logo and font bytes; failures to fetch become warnings (see loadResource). */
export async function loadOgImageSources(
  params: ResolvedOgOptions,
  fetcher: ImageFetcher | undefined,
): Promise<OgImageSources> {
  const sources: OgImageSources = { warnings: [] };
  const shown: readonly string[] = TEMPLATE_FIELDS[params.template];
  const load = async (field: 'avatar' | 'logo' | 'font') => {
    const uri = params[field];
    // An image the template does not show is not fetched (the card warns of it instead).
    if (!uri || (field !== 'font' && !shown.includes(field))) return;
    const result = await loadResource(uri, field, fetcher);
    if ('bytes' in result) sources[field] = result.bytes;
    else sources.warnings.push(result.warning);
  };
  await Promise.all([load('avatar'), load('logo'), load('font')]);
  return sources;
}
