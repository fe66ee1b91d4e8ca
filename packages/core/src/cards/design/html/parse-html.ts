import { Parser } from 'htmlparser2';
import { GlyphcastError } from '../../../errors.js';
import { MAX_HTML_LENGTH } from '../../../options/input-limits.js';
import { applyStyleSheet, parseDeclarations, parseStyleSheet, type StyleRule } from './style-sheet.js';

/*
 * HTML into the element trees designs are made of, as satori-html and takumi's `fromHtml`
 * read it: elements with their attributes, inline `style` attributes as style objects, and
 * `<style>` blocks of simple selectors applied to the elements they match (inline styles win).
 * Scripts, links and comments are dropped; nothing is fetched here.
 */

/** A parsed element, in the shape JSX builds. */
export interface HtmlElement {
  type: string;
  props: Record<string, unknown> & { style: Record<string, string>; children: (HtmlElement | string)[] };
}

/** Elements whose content is never drawn. */
const SKIPPED = new Set(['script', 'noscript', 'template', 'head', 'title', 'meta', 'link', 'base']);
const VOID = new Set([
  'img',
  'br',
  'hr',
  'input',
  'meta',
  'link',
  'source',
  'area',
  'wbr',
  'col',
  'embed',
  'param',
  'track',
]);

export function parseHtml(html: string): HtmlElement | (HtmlElement | string)[] {
  if (typeof html !== 'string') {
    throw new GlyphcastError(`\`html\` must be a string, received ${typeof html}`, {
      code: 'INVALID_PARAMETER',
      field: 'html',
    });
  }
  if (html.length > MAX_HTML_LENGTH) {
    throw new GlyphcastError(`\`html\` must be at most ${MAX_HTML_LENGTH} characters, received ${html.length}`, {
      code: 'INVALID_PARAMETER',
      field: 'html',
    });
  }
  const root: HtmlElement = { type: 'root', props: { style: {}, children: [] } };
  const stack: { element: HtmlElement; svg: boolean }[] = [{ element: root, svg: false }];
  const sheets: string[] = [];
  let skipping = 0;
  let styleText: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const lower = name.toLowerCase();
        if (skipping > 0 || SKIPPED.has(lower)) {
          if (!VOID.has(lower)) skipping++;
          return;
        }
        if (lower === 'style') {
          styleText = '';
          return;
        }
        const parent = stack.at(-1) as { element: HtmlElement; svg: boolean };
        const svg = parent.svg || lower === 'svg';
        const { style, class: className, ...rest } = attributes;
        const element: HtmlElement = {
          type: svg ? name : lower,
          props: { ...rest, style: style ? parseDeclarations(style) : {}, children: [] },
        };
        if (className !== undefined) element.props.class = className;
        parent.element.props.children.push(element);
        if (!VOID.has(lower)) stack.push({ element, svg });
      },
      ontext(text) {
        if (styleText !== undefined) {
          styleText += text;
          return;
        }
        if (skipping > 0) return;
        const children = (stack.at(-1) as { element: HtmlElement }).element.props.children;
        const last = children.at(-1);
        if (typeof last === 'string') children[children.length - 1] = last + text;
        else children.push(text);
      },
      onclosetag(name) {
        const lower = name.toLowerCase();
        if (lower === 'style' && styleText !== undefined) {
          sheets.push(styleText);
          styleText = undefined;
          return;
        }
        if (skipping > 0) {
          if (!VOID.has(lower)) skipping--;
          return;
        }
        if (VOID.has(lower) || stack.length <= 1) return;
        stack.pop();
      },
    },
    { lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  const rules: StyleRule[] = sheets.flatMap(parseStyleSheet);
  if (rules.length > 0) applyStyleSheet(root, rules);
  const children = root.props.children.filter((child) => typeof child !== 'string' || child.trim() !== '');
  // Whole documents: the body is the design.
  const html0 =
    children.length === 1 && typeof children[0] !== 'string' && children[0]?.type === 'html' ? children[0] : undefined;
  const body = html0?.props.children.find(
    (child): child is HtmlElement => typeof child !== 'string' && child.type === 'body',
  );
  if (body) return body.props.children.filter((child) => typeof child !== 'string' || child.trim() !== '');
  return children.length === 1 ? (children[0] as HtmlElement) : children;
}
