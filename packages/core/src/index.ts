// Rendering
export type { RenderContext, RenderedCard } from './pipeline/render-card.js';
export type { CardKind } from './pipeline/tasks.js';
export type { CardInfo, CardParams } from './scene/card.js';
export {
  CARDS,
  type CardRenderer,
  DESIGN_RENDERER,
  highlight,
  type RenderCodeContext,
  type RenderedCodeImage,
  type RenderedOgImage,
  type RenderOgContext,
  renderCode,
  renderCodeWithInfo,
  renderOg,
  renderOgWithInfo,
} from './pipeline/render-functions.js';
export {
  htmlToElement,
  type RenderedDesignImage,
  renderElement,
  renderElementWithInfo,
  renderHtml,
  renderHtmlWithInfo,
} from './pipeline/render-design.js';
export { ImageResponse, type ImageResponseOptions } from './pipeline/image-response.js';
export type { ResourceWarning } from './assets/fetch/load-resource.js';
export {
  createImageFetcher,
  type ImageFetcher,
  type ImageFetcherOptions,
  ImageFetchError,
} from './assets/fetch/resource-fetcher.js';
export { closeRendering, configureRendering, prewarmRendering } from './workers/shared-pool.js';
export {
  type BuildImage,
  type BuildManifest,
  type BuildOptions,
  type BuildProgress,
  type BuiltImage,
  buildImages,
} from './build/build-images.js';
export {
  type CachedImage,
  type CachedImageOptions,
  renderCachedImage,
} from './build/cached-render.js';
export type { ImageCard } from './build/image-card.js';
export { type PageFacts, pageFacts } from './build/page-facts.js';
export type { RenderPoolOptions } from './workers/render-pool.js';
export type { RenderControl } from './pipeline/render-control.js';

// Highlighting
export type { HighlightResult } from './highlight/highlight.js';
export { detectLanguage, type LanguageDetection, type LanguageGuess } from './highlight/detect-language.js';
export { findLanguage, listLanguages } from './highlight/languages.js';

// Themes and backgrounds
export { listThemes, type ThemeInfo } from './highlight/list-themes.js';
export type { ThemeColors } from './highlight/theme-colors.js';
export { CODE_THEME_IDS, type CodeThemeId } from './highlight/theme-ids.js';
export { BACKGROUND_IDS, type BackgroundId, type BackgroundInfo, listBackgrounds } from './cards/code/backgrounds.js';

// Options: schemas, defaults and bounds
// Every field documented (its meaning, rule and default), written from the schemas.
export type { CodeOptions, DesignOptions, HighlightOptions, OgOptions } from './pipeline/option-types.js';
export {
  CodeOptionsSchema,
  MAX_CODE_LENGTH,
  parseCodeOptions,
  type ResolvedCodeOptions,
  WINDOW_STYLES,
} from './cards/code/options.js';
export {
  HighlightOptionsSchema,
  MAX_HIGHLIGHT_CODE_LENGTH,
  parseHighlightOptions,
  type ResolvedHighlightOptions,
} from './highlight/options.js';
export {
  OG_HEIGHT,
  OG_TEMPLATES,
  OG_THEMES,
  OG_WIDTH,
  OgOptionsSchema,
  type OgTemplate,
  type OgTheme,
  parseOgOptions,
  type ResolvedOgOptions,
} from './cards/og/options.js';
export {
  type DesignFont,
  DesignOptionsSchema,
  MAX_DESIGN_SIDE,
} from './cards/design/options.js';
export { DESIGN_LIMITS } from './cards/design/element-tree.js';
export { fileExtensionOf, IMAGE_FORMATS, IMAGE_MEDIA_TYPES, type ImageFormat } from './options/image-format.js';
export { SCALES } from './options/scales.js';
export { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_WEBP_PIXELS } from './encode/pixel-limits.js';
export { JPEG_FLATTEN_COLOR } from './encode/encode-image.js';

// Signed URLs
export { canonicalRequest, signUrl, verifySignedUrl } from './signing/sign-url.js';

// Errors
export { GlyphcastError, type GlyphcastErrorCode } from './errors.js';
export { RENDERER_VERSION } from './renderer-version.js';
