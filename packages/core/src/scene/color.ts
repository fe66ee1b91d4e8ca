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
