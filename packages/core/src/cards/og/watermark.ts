import { parseHex } from '../../scene/color.js';
import type { SceneItem } from '../../scene/scene.js';
import { ogFont } from './fonts.js';
import type { OgTheme } from './options.js';
import { OG_HEIGHT, OG_WIDTH } from './options.js';
import { placeText, setText, shapeText } from './text-block.js';

/** The Free plan's mark: "glyphcast" in 20 px Inter Bold, half-transparent, in the bottom-right corner. */
export function watermarkItems(theme: OgTheme): SceneItem[] {
  const text = shapeText('glyphcast', ogFont(undefined, true));
  const width = 300;
  const fitted = setText(text, {
    width,
    height: 24,
    maxLines: 1,
    maxSize: 20,
    minSize: 20,
    letterSpacing: 0.5,
    lineHeight: () => 1.2,
  });
  const color = theme === 'dark' ? parseHex('#ffffff', 0.55) : parseHex('#000000', 0.5);
  return placeText(text, fitted, { x: OG_WIDTH - 28 - width, y: OG_HEIGHT - 22 - 24, align: 'right', color });
}
