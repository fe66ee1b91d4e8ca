import sharp from 'sharp';

export interface DecodedImage {
  width: number;
  height: number;
  channels: number;
  data: Buffer;
  format: string | undefined;
}

/** Decodes any encoded image to raw RGBA for probing. */
export async function decode(image: Buffer): Promise<DecodedImage> {
  const metadata = await sharp(image).metadata();
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data, format: metadata.format };
}

type Rgba = [number, number, number, number];

export function pixelAt(image: DecodedImage, x: number, y: number): Rgba {
  const offset = (Math.round(y) * image.width + Math.round(x)) * image.channels;
  return [
    image.data[offset] ?? 0,
    image.data[offset + 1] ?? 0,
    image.data[offset + 2] ?? 0,
    image.data[offset + 3] ?? 0,
  ];
}

export function hexToRgb(hex: string): [number, number, number] {
  let digits = hex.replace('#', '');
  if (digits.length <= 4) digits = Array.from(digits, (digit) => digit + digit).join('');
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** Largest per-channel difference between a pixel and an RGB colour. */
export function colorDistance(pixel: Rgba, rgb: readonly number[]): number {
  return Math.max(...rgb.map((value, index) => Math.abs(value - (pixel[index] ?? 0))));
}

/** Counts pixels in a box that differ from `rgb` by more than `tolerance` on some channel. */
export function countDifferent(
  image: DecodedImage,
  box: { x: number; y: number; width: number; height: number },
  rgb: readonly number[],
  tolerance = 24,
): number {
  let count = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y++) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x++) {
      if (colorDistance(pixelAt(image, x, y), rgb) > tolerance) count++;
    }
  }
  return count;
}

/** Distinct "colourful" pixels in a box: saturation proves colour emoji are drawn in colour. */
export function countSaturated(
  image: DecodedImage,
  box: { x: number; y: number; width: number; height: number },
): number {
  let count = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y++) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x++) {
      const [r, g, b] = pixelAt(image, x, y);
      if (Math.max(r, g, b) - Math.min(r, g, b) > 80) count++;
    }
  }
  return count;
}

/** A channel of a pixel as it shows on a white page (a screenshot has no transparency). */
function onWhite(image: DecodedImage, offset: number, channel: number): number {
  const alpha = (image.data[offset - channel + 3] ?? 255) / 255;
  return (image.data[offset] ?? 0) * alpha + 255 * (1 - alpha);
}

/**
 * How far two images of one size are apart, both as shown on a white page: the mean of each pixel's largest channel
 * difference, and the share of pixels where it exceeds 64 (a visible difference, not
 * anti-aliasing). Images of different sizes throw.
 */
export async function imageDifference(a: Buffer, b: Buffer): Promise<{ mean: number; visible: number }> {
  const [first, second] = await Promise.all([decode(a), decode(b)]);
  if (first.width !== second.width || first.height !== second.height)
    throw new Error(`sizes differ: ${first.width}×${first.height} and ${second.width}×${second.height}`);
  const pixels = first.width * first.height;
  let sum = 0;
  let visible = 0;
  for (let index = 0; index < pixels; index++) {
    let largest = 0;
    for (let channel = 0; channel < 3; channel++) {
      const offset = index * first.channels + channel;
      largest = Math.max(largest, Math.abs(onWhite(first, offset, channel) - onWhite(second, offset, channel)));
    }
    sum += largest;
    if (largest > 64) visible++;
  }
  return { mean: sum / pixels, visible: visible / pixels };
}
