import { IMAGE_FORMATS, listBackgrounds, listThemes, OG_TEMPLATES, OG_THEMES } from '@glyphcast/core';
import type { H3 } from 'h3';
import { onGet } from '../http/on-get.js';

/** GET /v1/themes: code themes (names, light/dark, colours), backgrounds, OG templates, formats. */
export function registerThemes(app: H3): void {
  onGet(
    app,
    '/v1/themes',
    async () => ({
      themes: await listThemes(),
      backgrounds: listBackgrounds(),
      og: { templates: [...OG_TEMPLATES], themes: [...OG_THEMES] },
      formats: [...IMAGE_FORMATS],
    }),
    { anyOrigin: true },
  );
}
