/** The formats every card can be rendered to: three raster encodings and SVG. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
