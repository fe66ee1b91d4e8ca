import type { ImageFormat } from '../options/image-format.js';
import type { Scene } from './scene.js';

/** An encoded image, as a backend returns it. */
export interface DrawnImage {
  image: Uint8Array;
  /** Pixel size. */
  width: number;
  height: number;
}

/** Turns scenes into encoded images of the formats it serves; cards never see which one runs. */
export interface Backend {
  readonly formats: readonly ImageFormat[];
  draw(scene: Scene, format: ImageFormat): Promise<DrawnImage>;
}
