import { IMAGE_MEDIA_TYPES, type ImageFormat } from '@glyphcast/core';

/** An image's media type from its path's extension (`og/hello.jpg` → `image/jpeg`); undefined for another. */
export function mediaTypeOf(path: string): string | undefined {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_MEDIA_TYPES[(extension === 'jpg' ? 'jpeg' : extension) as ImageFormat];
}
