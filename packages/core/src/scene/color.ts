/** A colour as straight (not premultiplied) RGBA, each channel 0-255. */
export type Rgba = readonly [number, number, number, number];

/** Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; `opacity` multiplies the alpha. */
export function parseHex(color: string, opacity = 1): Rgba {
  let hex = color.startsWith('#') ? color.slice(1) : color;
  if (hex.length === 3 || hex.length === 4) hex = Array.from(hex, (digit) => digit + digit).join('');
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16) || 0;
  const alpha = hex.length === 8 ? channel(6) : 255;
  return [channel(0), channel(2), channel(4), Math.round(alpha * opacity)];
}

/** `#rrggbb` of a colour (its alpha dropped). */
export function toHex([red, green, blue]: Rgba): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` composited over an opaque `bottom`: the colour one sees. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const k = top[3] / 255;
  return [
    Math.round(top[0] * k + bottom[0] * (1 - k)),
    Math.round(top[1] * k + bottom[1] * (1 - k)),
    Math.round(top[2] * k + bottom[2] * (1 - k)),
    Math.round(top[3] + bottom[3] * (1 - k)),
  ];
}

/** WCAG relative luminance of a colour (its alpha ignored). */
function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgba = [255, 255, 255, 255];
const BLACK: Rgba = [0, 0, 0, 255];

/** White or black, whichever reads better on `background` (at least 4.5:1 for any colour). */
export function readableOn(background: Rgba): Rgba {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}
