import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { H3 } from 'h3';
import { fixedText } from '../http/gzip.js';
import { onGet } from '../http/on-get.js';

/** The page's files: next to `dist/` once built, next to `src/` in development and tests. */
function playgroundDir(): string {
  for (const relative of ['../playground/', '../../playground/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}index.html`)) return dir;
  }
  throw new Error('the playground files are missing from the package');
}

const FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/playground/playground.js': ['playground.js', 'text/javascript; charset=utf-8'],
  '/playground/design-tab.js': ['design-tab.js', 'text/javascript; charset=utf-8'],
  '/playground/base64url.js': ['base64url.js', 'text/javascript; charset=utf-8'],
  '/playground/playground.css': ['playground.css', 'text/css; charset=utf-8'],
  // Linked from the page and /pricing, so browsers do not ask for a /favicon.ico that is not there.
  '/favicon.svg': ['favicon.svg', 'image/svg+xml'],
} as const;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** Only our own scripts and styles; images come back as blob: URLs from the API. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' blob: data:; script-src 'self'; style-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * GET /: the playground page, six static files read once at start. The page
 * reaches the API relative to its `<base>`, set from the public URL's path, so a service
 * mounted under `/images` (with `PUBLIC_URL` ending in `/images`) serves a working page too.
 */
export function registerPlayground(app: H3, publicUrl: string): void {
  const dir = playgroundDir();
  const base = new URL(publicUrl).pathname.replace(/\/?$/, '/');
  for (const [path, [file, type]] of Object.entries(FILES)) {
    const bytes = readFileSync(`${dir}${file}`);
    const body =
      file === 'index.html'
        ? bytes.toString('utf8').replace('<base href="/" />', `<base href="${escapeAttribute(base)}" />`)
        : bytes;
    const headers = { 'content-type': type, 'cache-control': 'public, max-age=300', ...SECURITY_HEADERS };
    onGet(
      app,
      path,
      fixedText(() => body, headers),
    );
  }
}
