/** An element as JSX would make it: `h('div', { display: 'flex' }, 'text', child…)`. */
export function h(type, style, ...children) {
  const kids = children.flat().filter((child) => child !== null && child !== undefined && child !== false);
  return { type, props: { style, ...(kids.length ? { children: kids.length === 1 ? kids[0] : kids } : {}) } };
}

/** The two themes of the built-in cards. */
export const PALETTES = {
  dark: { background: '#0b0d14', glow: 0.35, title: '#f8fafc', subtitle: '#b4bccb', border: '#232736' },
  light: { background: '#ffffff', glow: 0.18, title: '#0f172a', subtitle: '#475569', border: '#e2e8f0' },
};

/** The accent's glow from the top-right corner, fading out at 60% of the diagonal. */
export function glow(accent, opacity) {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(accent.slice(start, start + 2), 16));
  return `radial-gradient(circle at 100% 0%, rgba(${r}, ${g}, ${b}, ${opacity}) 0%, rgba(${r}, ${g}, ${b}, 0) 60%)`;
}
