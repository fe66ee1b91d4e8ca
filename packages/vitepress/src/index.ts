export type { GlyphcastVitePressOptions, PageCard, PageInfo } from './options.js';
export { withGlyphcast } from './with-glyphcast.js';
