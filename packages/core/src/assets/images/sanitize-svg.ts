import { SaxesParser } from 'saxes';
import { decodeDataUri } from '../fetch/resource-uri.js';
import { loadSharp } from './load-sharp.js';
import { sniffImage } from './sniff-image.js';

/*
 * An SVG given by a user is rewritten before resvg sees it. resvg has no memory limits of its
 * own: it decodes every embedded image at full size (a 300 kB PNG inside an SVG took 670 MB),
 * keeps a canvas-sized layer per nested group with opacity or a mask, and reads
 * `<image href="/any/local/path.png">` from the server's disk. So the document is parsed here,
 * checked against the limits below, and written out again with nothing but what was checked:
 * resvg never parses anything this parser did not.
 */

/** Elements in the document: parsing stays within tens of milliseconds. */
const MAX_SVG_ELEMENTS = 50_000;
/** Nesting depth: each level can hold a layer the size of the canvas. Real logos nest < 20. */
export const MAX_SVG_DEPTH = 64;
/** Pixels of all embedded raster images together (decoded at full size: 4 bytes a pixel). */
const MAX_EMBEDDED_PIXELS = 16_000_000;
/** An SVG image inside an SVG image inside the SVG, and no deeper. */
const MAX_NESTED_SVG = 2;

const XLINK = 'http://www.w3.org/1999/xlink';

/** Why an SVG was refused; the caller turns it into a warning naming the field. */
class UnsafeSvgError extends Error {
  override readonly name = 'UnsafeSvgError';
}

interface Budget {
  embeddedPixels: number;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;');
const escapeAttribute = (value: string) =>
  escapeText(value).replaceAll('"', '&quot;').replaceAll('\n', '&#10;').replaceAll('\t', '&#9;');

/**
 * The SVG rewritten from what was checked, or `UnsafeSvgError` when it breaks a limit: not
 * well-formed XML, a DOCTYPE that declares entities, too many or too deeply nested elements, or
 * embedded images too large to decode. Links to anything but a fragment of the document or a
 * `data:` image are dropped, as a browser drops them when it shows an SVG as an image; comments,
 * processing instructions and the DOCTYPE are left out.
 */
export async function sanitizeSvg(bytes: Buffer): Promise<Buffer> {
  return Buffer.from(await sanitize(bytes.toString('utf8'), { embeddedPixels: 0 }, 0), 'utf8');
}

async function sanitize(text: string, budget: Budget, nesting: number): Promise<string> {
  const { parts, embedded } = rewrite(text);
  // Embedded images are checked (and nested SVGs rewritten) in document order.
  for (const { index, href } of embedded) parts[index] = escapeAttribute(await sanitizeEmbedded(href, budget, nesting));
  return parts.join('');
}

/** The document as output parts; the `data:` hrefs sit in parts of their own, to be replaced once checked. */
function rewrite(text: string): { parts: string[]; embedded: { index: number; href: string }[] } {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const parts: string[] = [];
  const embedded: { index: number; href: string }[] = [];
  let depth = 0;
  let elements = 0;
  let failure: Error | undefined;
  const refuse = (reason: string) => {
    failure ??= new UnsafeSvgError(reason);
  };
  parser.on('error', (error) => refuse(`is not well-formed XML (${error.message.split('\n')[0]})`));
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) refuse('declares entities in its DOCTYPE, which are not accepted');
  });
  parser.on('opentag', (node) => {
    depth++;
    elements++;
    if (depth > MAX_SVG_DEPTH) refuse(`nests elements more than ${MAX_SVG_DEPTH} deep`);
    if (elements > MAX_SVG_ELEMENTS) refuse(`has more than ${MAX_SVG_ELEMENTS} elements`);
    parts.push(`<${node.name}`);
    for (const attribute of Object.values(node.attributes)) {
      const isLink =
        attribute.local === 'href' && (attribute.uri === '' || attribute.uri === XLINK) && node.local !== 'a';
      const value = attribute.value.trim();
      if (isLink && !value.startsWith('#')) {
        // Anything but a fragment or an embedded image would be loaded from elsewhere: dropped.
        if (!/^data:/i.test(value)) continue;
        parts.push(` ${attribute.name}="`);
        embedded.push({ index: parts.length, href: value });
        parts.push('', '"');
        continue;
      }
      parts.push(` ${attribute.name}="${escapeAttribute(attribute.value)}"`);
    }
    parts.push('>');
  });
  parser.on('closetag', (node) => {
    depth--;
    parts.push(`</${node.name}>`);
  });
  parser.on('text', (chunk) => {
    if (depth > 0) parts.push(escapeText(chunk));
  });
  parser.on('cdata', (chunk) => {
    if (depth > 0) parts.push(escapeText(chunk));
  });
  // saxes reports an error and then goes on; stop at the first limit broken.
  const CHUNK = 64 * 1024;
  for (let start = 0; start < text.length && !failure; start += CHUNK) parser.write(text.slice(start, start + CHUNK));
  if (!failure) parser.close();
  if (failure) throw failure;
  if (elements === 0) throw new UnsafeSvgError('has no elements');
  return { parts, embedded };
}

/** An embedded image's href as it may stay: a raster within the budget, or a nested SVG rewritten. */
async function sanitizeEmbedded(href: string, budget: Budget, nesting: number): Promise<string> {
  const bytes = decodeDataUri(href);
  if (!bytes) throw new UnsafeSvgError('embeds an image whose data: URI is malformed');
  const format = sniffImage(bytes);
  if (format === 'svg') {
    if (nesting >= MAX_NESTED_SVG) throw new UnsafeSvgError(`nests SVG images more than ${MAX_NESTED_SVG} deep`);
    const inner = await sanitize(bytes.toString('utf8'), budget, nesting + 1);
    return `data:image/svg+xml;base64,${Buffer.from(inner).toString('base64')}`;
  }
  if (format !== 'png' && format !== 'jpeg' && format !== 'gif' && format !== 'webp') {
    throw new UnsafeSvgError('embeds an image that is not PNG, JPEG, GIF, WebP or SVG');
  }
  // The header alone says the size: nothing is decoded here.
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height)
    throw new UnsafeSvgError(`embeds a ${format.toUpperCase()} image that cannot be read`);
  budget.embeddedPixels += metadata.width * metadata.height * (metadata.pages ?? 1);
  if (budget.embeddedPixels > MAX_EMBEDDED_PIXELS) {
    throw new UnsafeSvgError(
      `embeds images of more than ${MAX_EMBEDDED_PIXELS / 1_000_000} megapixels in all (they are decoded at full size)`,
    );
  }
  return href;
}
