/** A satori element: what JSX would build, written as plain objects (no React needed). */
export interface OgElement {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: OgNode | OgNode[];
    src?: string;
    width?: number;
    height?: number;
  };
}
export type OgNode = OgElement | string | null;

export function h(type: string, style: Record<string, string | number>, ...children: OgNode[]): OgElement {
  const kept = children.filter((child) => child !== null && child !== '');
  // No children key for a leaf, one child unwrapped: what JSX would produce.
  if (kept.length === 0) return { type, props: { style } };
  return { type, props: { style, children: kept.length === 1 ? kept[0] : kept } };
}

export function img(
  src: string,
  size: { width: number; height: number },
  style: Record<string, string | number> = {},
): OgElement {
  return { type: 'img', props: { src, width: size.width, height: size.height, style } };
}
