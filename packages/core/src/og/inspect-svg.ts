import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { decodeDataUri } from '../fetch/resource-uri.js';
import { sniffImage } from './sniff-image.js';

/**
 * Limits on an SVG given by a user, checked before resvg sees it. resvg has no memory limits
 * of its own: it decodes every embedded image at full size (a 300 kB PNG inside an SVG took
 * 670 MB), keeps a canvas-sized layer per nested group with opacity or a mask, and reads
 * `<image href="/any/local/path.png">` from the server's disk.
 */
/** Elements in the document: parsing stays within tens of milliseconds. */
export const MAX_SVG_ELEMENTS = 50_000;
/** Nesting depth: each level can hold a layer the size of the canvas. Real logos nest < 20. */
export const MAX_SVG_DEPTH = 64;
/** Pixels of all embedded raster images together (decoded at full size: 4 bytes a pixel). */
export const MAX_EMBEDDED_PIXELS = 16_000_000;
/** An SVG image inside an SVG image inside the SVG, and no deeper. */
const MAX_NESTED_SVG = 2;

const XLINK = 'http://www.w3.org/1999/xlink';

/** Why an SVG was refused; the caller turns it into a warning naming the field. */
export class UnsafeSvgError extends Error {
  override readonly name = 'UnsafeSvgError';
}

interface Budget {
  embeddedPixels: number;
}

/**
 * Checks an SVG document against the limits above and throws `UnsafeSvgError` when it breaks
 * one: not well-formed XML, a DOCTYPE that declares entities (the only way to smuggle markup
 * past this check), too many or too deeply nested elements, a link to anything but a fragment
 * of itself or a `data:` image, or embedded images too large to decode.
 */
export async function inspectSvg(bytes: Buffer): Promise<void> {
  await inspect(bytes, { embeddedPixels: 0 }, 0);
}

async function inspect(bytes: Buffer, budget: Budget, nesting: number): Promise<void> {
  const embedded = scanDocument(bytes.toString('utf8'));
  for (const href of embedded) await inspectEmbedded(href, budget, nesting);
}

/** Walks the document once; returns the `data:` URIs it embeds, to be checked in turn. */
function scanDocument(text: string): string[] {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const embedded: string[] = [];
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
    // A hyperlink is never followed by the renderer; every other href loads what it names.
    if (node.local === 'a') return;
    for (const attribute of Object.values(node.attributes)) {
      if (attribute.local !== 'href' || (attribute.uri !== '' && attribute.uri !== XLINK)) continue;
      const href = attribute.value.trim();
      if (href.startsWith('#')) continue;
      if (/^data:/i.test(href)) embedded.push(href);
      else refuse(`links to ${JSON.stringify(href.slice(0, 60))}; only images embedded as data: URIs are drawn`);
    }
  });
  parser.on('closetag', () => {
    depth--;
  });
  // saxes reports a well-formedness error and then goes on; stop at the first limit broken.
  const CHUNK = 64 * 1024;
  for (let start = 0; start < text.length && !failure; start += CHUNK) parser.write(text.slice(start, start + CHUNK));
  if (!failure) parser.close();
  if (failure) throw failure;
  if (elements === 0) throw new UnsafeSvgError('has no elements');
  return embedded;
}

async function inspectEmbedded(href: string, budget: Budget, nesting: number): Promise<void> {
  const bytes = decodeDataUri(href);
  if (!bytes) throw new UnsafeSvgError('embeds an image whose data: URI is malformed');
  if (sniffImage(bytes) === 'svg') {
    if (nesting >= MAX_NESTED_SVG) throw new UnsafeSvgError(`nests SVG images more than ${MAX_NESTED_SVG} deep`);
    await inspect(bytes, budget, nesting + 1);
    return;
  }
  // The header alone says the size: nothing is decoded here.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height)
    throw new UnsafeSvgError('embeds an image that is not PNG, JPEG, GIF or WebP');
  budget.embeddedPixels += metadata.width * metadata.height * (metadata.pages ?? 1);
  if (budget.embeddedPixels > MAX_EMBEDDED_PIXELS) {
    throw new UnsafeSvgError(
      `embeds images of more than ${MAX_EMBEDDED_PIXELS / 1_000_000} megapixels in all (they are decoded at full size)`,
    );
  }
}
