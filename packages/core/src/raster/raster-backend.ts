import { encodeImage } from '../encode/encode-image.js';
import type { Backend } from '../scene/backend.js';
import { drawPngInBands, pngInBands } from './draw-png-in-bands.js';
import { canvasSize, drawScene } from './draw-scene.js';
import { withinPixelBudget } from './pixel-budget.js';

/** Draws scenes into pixels and encodes them (PNG by the core, JPEG and WebP by sharp). */
export const rasterBackend: Backend = {
  formats: ['png', 'jpeg', 'webp'],
  draw(scene, format) {
    const { width, height } = canvasSize(scene);
    if (format === 'png' && pngInBands(scene, width * height)) return drawPngInBands(scene, width, height);
    return withinPixelBudget(width * height, async () => {
      const canvas = drawScene(scene);
      try {
        return { image: await encodeImage(canvas, format), width: canvas.width, height: canvas.height };
      } finally {
        canvas.release();
      }
    });
  },
};
