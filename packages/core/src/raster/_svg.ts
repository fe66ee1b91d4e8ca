/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) =>
    character === '&' ? '&amp;' : character === '<' ? '&lt;' : character === '>' ? '&gt;' : '&quot;',
  );
}

/** Rounds a coordinate to 2 decimals: plenty at scale 3, and keeps the SVG short. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * A `fill` attribute pair for a colour that may carry alpha (`#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`): SVG 1.1 renderers expect the alpha as `fill-opacity`.
 */
export function fill(color: string, opacity = 1): string {
  let hex = color.startsWith('#') ? color.slice(1) : color;
  if (hex.length === 3 || hex.length === 4) hex = Array.from(hex, (digit) => digit + digit).join('');
  const alpha = hex.length === 8 ? Number.parseInt(hex.slice(6), 16) / 255 : 1;
  const total = alpha * opacity;
  return total >= 1 ? `fill="#${hex.slice(0, 6)}"` : `fill="#${hex.slice(0, 6)}" fill-opacity="${n(total)}"`;
}
