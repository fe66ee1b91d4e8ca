/**
 * Multiplies colour by alpha in place, RGBA bytes (what the raster draws from). An opaque
 * pixel, most of a photo, is left as it is.
 */
export function premultiplyInPlace<Pixels extends Uint8Array>(pixels: Pixels): Pixels {
  for (let index = 3; index < pixels.length; index += 4) {
    const alpha = pixels[index] as number;
    if (alpha === 255) continue;
    const k = alpha / 255;
    pixels[index - 3] = (pixels[index - 3] as number) * k + 0.5;
    pixels[index - 2] = (pixels[index - 2] as number) * k + 0.5;
    pixels[index - 1] = (pixels[index - 1] as number) * k + 0.5;
  }
  return pixels;
}
