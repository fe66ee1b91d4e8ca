import { encodeImage } from '../encode/encode-image.js';
import type { Backend } from '../scene/backend.js';
import { drawScene } from './draw-scene.js';

/** Draws scenes into pixels and encodes them (PNG by the core, JPEG and WebP by sharp). */
export const rasterBackend: Backend = {
  formats: ['png', 'jpeg', 'webp'],
  async draw(scene, format) {
    const canvas = drawScene(scene);
    try {
      return { image: await encodeImage(canvas, format), width: canvas.width, height: canvas.height };
    } finally {
      canvas.release();
    }
  },
};
