import type * as YogaModule from 'yoga-layout';
import type { Node as YogaNode } from 'yoga-layout';
import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import { computeStyle } from './css/compute-style.js';
import type { Length } from './css/css-values.js';
import { type DesignStyle, inheritedStyle, type Size } from './css/design-style.js';
import { layOutResolvingCycles } from './cyclic-percentages.js';
import type { DesignElement } from './element-tree.js';
import type { DesignFonts } from './fonts.js';
import type { DecodedPicture } from './pictures.js';
import { TextLeaf } from './text-leaf.js';

/*
 * A design laid out by Yoga, the flexbox engine of React Native and satori: one Yoga node per
 * element, one leaf per run of text (measured by setting the text at the width Yoga asks),
 * pictures sized by their natural size. Every element is a flex container, as in satori.
 */

export type Yoga = typeof YogaModule;

let yoga: Promise<Yoga> | undefined;
/** Yoga is WebAssembly: compiled on the first design, never at import. */
const loadYoga = () => {
  yoga ??= import('yoga-layout');
  return yoga;
};

export interface LaidOutNode {
  element: DesignElement | undefined;
  style: DesignStyle;
  node: YogaNode;
  children: LaidOutNode[];
  text?: TextLeaf;
  /** An `<img>`'s or inline `<svg>`'s picture. */
  picture?: DecodedPicture;
}

export interface LayoutInput {
  root: DesignElement;
  width: number;
  height: number;
  fonts: DesignFonts;
  /** `<img>` pictures by element path, inline SVGs too. */
  pictures: ReadonlyMap<string, DecodedPicture>;
  warnings: ResourceWarning[];
}

const value = (length: Length): number | `${number}%` => ('px' in length ? length.px : `${length.percent}%`);
const sizeValue = (size: Size): number | 'auto' | `${number}%` => (size === 'auto' ? 'auto' : value(size));

function applyStyle(y: Yoga, node: YogaNode, style: DesignStyle): void {
  const { Edge, Gutter } = y;
  node.setDisplay(style.display === 'none' ? y.Display.None : y.Display.Flex);
  node.setPositionType(style.position === 'absolute' ? y.PositionType.Absolute : y.PositionType.Relative);
  node.setBoxSizing(style.boxSizing === 'border-box' ? y.BoxSizing.BorderBox : y.BoxSizing.ContentBox);
  const edges = [Edge.Top, Edge.Right, Edge.Bottom, Edge.Left];
  edges.forEach((edge, index) => {
    const inset = style.inset[index] as Size;
    if (inset !== 'auto') node.setPosition(edge, value(inset));
    node.setMargin(edge, sizeValue(style.margin[index] as Size));
    node.setPadding(edge, value(style.padding[index] as Length));
    node.setBorder(edge, style.borderStyle === 'none' ? 0 : (style.borderWidth[index] as number));
  });
  node.setWidth(sizeValue(style.width));
  node.setHeight(sizeValue(style.height));
  if (style.minWidth !== 'auto') node.setMinWidth(value(style.minWidth));
  if (style.minHeight !== 'auto') node.setMinHeight(value(style.minHeight));
  if (style.maxWidth !== 'auto') node.setMaxWidth(value(style.maxWidth));
  if (style.maxHeight !== 'auto') node.setMaxHeight(value(style.maxHeight));
  if (style.aspectRatio) node.setAspectRatio(style.aspectRatio);
  node.setFlexDirection(
    {
      row: y.FlexDirection.Row,
      column: y.FlexDirection.Column,
      'row-reverse': y.FlexDirection.RowReverse,
      'column-reverse': y.FlexDirection.ColumnReverse,
    }[style.flexDirection],
  );
  node.setFlexWrap({ nowrap: y.Wrap.NoWrap, wrap: y.Wrap.Wrap, 'wrap-reverse': y.Wrap.WrapReverse }[style.flexWrap]);
  node.setFlexGrow(style.flexGrow);
  node.setFlexShrink(style.flexShrink);
  node.setFlexBasis(sizeValue(style.flexBasis));
  const align = (word: string) =>
    ({
      'flex-start': y.Align.FlexStart,
      'flex-end': y.Align.FlexEnd,
      center: y.Align.Center,
      stretch: y.Align.Stretch,
      baseline: y.Align.Baseline,
      'space-between': y.Align.SpaceBetween,
      'space-around': y.Align.SpaceAround,
      'space-evenly': y.Align.SpaceEvenly,
      auto: y.Align.Auto,
    })[word] ?? y.Align.Stretch;
  node.setAlignItems(align(style.alignItems));
  node.setAlignSelf(align(style.alignSelf));
  node.setAlignContent(align(style.alignContent));
  node.setJustifyContent(
    {
      'flex-start': y.Justify.FlexStart,
      'flex-end': y.Justify.FlexEnd,
      center: y.Justify.Center,
      'space-between': y.Justify.SpaceBetween,
      'space-around': y.Justify.SpaceAround,
      'space-evenly': y.Justify.SpaceEvenly,
    }[style.justifyContent] ?? y.Justify.FlexStart,
  );
  node.setGap(Gutter.Row, value(style.rowGap));
  node.setGap(Gutter.Column, value(style.columnGap));
  node.setOverflow(style.overflow === 'hidden' ? y.Overflow.Hidden : y.Overflow.Visible);
}

/**
 * A text node's floor: CSS gives flex items `min-width: auto`, their min-content width, so text
 * overflows rather than being squeezed under its longest word (or its whole line, unwrapped).
 */
function textFloor(node: YogaNode, style: DesignStyle, leaf: TextLeaf, edges: number): void {
  if (style.minWidth !== 'auto' || style.overflow === 'hidden' || style.width !== 'auto') return;
  node.setMinWidth(leaf.minContentWidth() + edges);
}

/**
 * How Yoga measures a run of text: set at the width offered. Where Yoga offers "at most" a
 * width (while it works out flex bases), the text answers its widest line unwrapped, as a
 * browser's max-content basis does, so siblings shrink around long text as they do in CSS.
 */
function measureText(y: Yoga, leaf: TextLeaf): YogaModule.MeasureFunction {
  return (width, widthMode) => {
    if (widthMode === y.MeasureMode.Exactly) return { width, height: leaf.measure(width).height };
    const available = widthMode === y.MeasureMode.Undefined || Number.isNaN(width) ? Number.POSITIVE_INFINITY : width;
    const unwrapped = leaf.measure(Number.POSITIVE_INFINITY).width;
    return { width: unwrapped, height: leaf.measure(available).height };
  };
}

function pictureNode(node: YogaNode, style: DesignStyle, picture: DecodedPicture, unsized: boolean): void {
  const { width, height } = picture.size;
  // An inline <svg> with only a viewBox spans its container's width, its height in proportion
  // (as satori and @vercel/og draw it: the logo of a card written for them).
  if (unsized && style.width === 'auto' && style.height === 'auto') {
    node.setWidthPercent(100);
    if (!style.aspectRatio) node.setAspectRatio(width / height);
    return;
  }
  // A picture with neither side given takes its natural size; with one, its proportions.
  if (style.width === 'auto' && style.height === 'auto') {
    node.setWidth(width);
    node.setHeight(height);
  } else if ((style.width === 'auto' || style.height === 'auto') && !style.aspectRatio) {
    node.setAspectRatio(width / height);
  }
}

/** Padding and border across, in pixels (percent padding left to layout: not counted here). */
function horizontalEdges(style: DesignStyle): number {
  const pixels = (length: Length) => ('px' in length ? length.px : 0);
  const border = style.borderStyle === 'none' ? 0 : style.borderWidth[1] + style.borderWidth[3];
  return pixels(style.padding[1]) + pixels(style.padding[3]) + border;
}

export async function layOut(input: LayoutInput): Promise<{ root: LaidOutNode; free: () => void }> {
  const y = await loadYoga();
  const config = y.default.Config.create();
  // No rounding in layout: text runs side by side keep their exact advances (boxes are
  // snapped to device pixels when painted).
  config.setPointScaleFactor(0);
  const viewport = { width: input.width, height: input.height };

  const build = (element: DesignElement, parent: DesignStyle | undefined): LaidOutNode => {
    const style = computeStyle({ element, parent, viewport, warnings: input.warnings });
    const node = y.default.Node.create(config);
    applyStyle(y, node, style);
    const laid: LaidOutNode = { element, style, node, children: [] };
    const picture = input.pictures.get(element.path);
    if ((element.type === 'img' || element.type === 'svg') && picture) {
      laid.picture = picture;
      const unsized =
        element.type === 'svg' && element.attributes.width === undefined && element.attributes.height === undefined;
      pictureNode(node, style, picture, unsized);
      return laid;
    }
    const only = element.children.length === 1 ? element.children[0] : undefined;
    const keepsSpaces = style.whiteSpace === 'pre' || style.whiteSpace === 'pre-wrap';
    if (typeof only === 'string' && only.trim() === '' && !keepsSpaces) return laid;
    if (typeof only === 'string') {
      // An element holding only text measures that text itself.
      laid.text = new TextLeaf(
        only,
        style,
        input.fonts.choose(style.fontFamily, style.fontWeight, style.fontStyle === 'italic'),
      );
      node.setMeasureFunc(measureText(y, laid.text));
      textFloor(node, style, laid.text, horizontalEdges(style));
      return laid;
    }
    for (const child of element.children) {
      let built: LaidOutNode;
      if (typeof child === 'string') {
        // Text beside elements: an anonymous flex item in the parent's text style.
        if (child.trim() === '' && !keepsSpaces) continue;
        const textStyle = inheritedStyle(style);
        const leaf = new TextLeaf(
          child,
          textStyle,
          input.fonts.choose(textStyle.fontFamily, textStyle.fontWeight, textStyle.fontStyle === 'italic'),
        );
        const node = y.default.Node.create(config);
        node.setMeasureFunc(measureText(y, leaf));
        textFloor(node, textStyle, leaf, 0);
        built = { element: undefined, style: textStyle, node, children: [], text: leaf };
      } else {
        built = build(child, style);
      }
      node.insertChild(built.node, node.getChildCount());
      laid.children.push(built);
    }
    return laid;
  };

  const root = build(input.root, undefined);
  // The root fills the image unless it sets its own size.
  if (root.style.width === 'auto') root.node.setWidth(input.width);
  if (root.style.height === 'auto') root.node.setHeight(input.height);
  layOutResolvingCycles(y, root, input.width, input.height);
  return { root, free: () => root.node.freeRecursive() };
}
