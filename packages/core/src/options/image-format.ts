/** The formats every card can be rendered to: three raster encodings and SVG. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Each format's media type, as a response or an og:image:type meta tag gives it. */
export const IMAGE_MEDIA_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const satisfies Record<ImageFormat, string>;

/** The file extension of a format, without its dot: `jpg` for JPEG, as files are usually named. */
export function fileExtensionOf(format: ImageFormat): string {
  return format === 'jpeg' ? 'jpg' : format;
}
