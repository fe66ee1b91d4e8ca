import { createService } from '@glyphcast/server';
import { H3 } from 'h3';

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/**
 * An existing h3 application (a blog) that serves glyphcast's API under `/images`. The service
 * is mounted as a fetch handler, so it keeps its own error handling (problem+json), and its
 * `publicUrl` names the prefix so that the playground at `/images/` finds the API.
 */
export async function createSite({ origin, dataDir, publicKey }) {
  const glyphcast = await createService({ dataDir, publicUrl: `${origin}/images` });
  // A real site creates its key once (`glyphcast-server keys create`); the demo borrows the
  // service's own playground key, whose images carry the watermark.
  const key = publicKey ?? (await glyphcast.stores.playground.key()).publicKey;
  const ogImage = (title) => `${origin}/images/v1/og?${new URLSearchParams({ title, key })}`;

  const site = new H3()
    .get('/', () => html('My blog', '<h1>My blog</h1><p><a href="/posts/hello-world">Hello, world</a></p>'))
    .get('/posts/:slug', (event) => {
      const title = (event.context.params?.slug ?? '').replaceAll('-', ' ');
      return html(title, `<h1>${escapeHtml(title)}</h1>`, ogImage(title));
    })
    .mount('/images', { fetch: (request) => glyphcast.app.fetch(request) });
  return { site, glyphcast };
}

function html(title, body, image) {
  const meta = image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '';
  return new Response(`<!doctype html><title>${escapeHtml(title)}</title>${meta}${body}`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
