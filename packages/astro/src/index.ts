export { type GlyphcastAstroOptions, glyphcast, glyphcast as default } from './integration.js';
export { type GlyphcastRouteOptions, glyphcastRoute } from './route.js';
export { mediaTypeOf } from './media-type.js';
