import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyText, wellFormed } from '../../../core/test/fuzz/_arbitraries.js';
import type { RunningServer } from '../../src/index.js';
import { startTestServer } from '../_test-server.js';

/**
 * Designs under arbitrary and hostile input: any design body stored or drawn inline, any
 * variables in an image URL, trees deep, wide and full of huge values. The promise is the
 * service's: what was asked for, or a 4xx problem+json naming the cause; never a 5xx.
 */
let server: RunningServer;
let keys: { secretKey: string; publicKey: string };

beforeAll(async () => {
  server = await startTestServer('fuzz-designs', { rateLimit: { perSecond: 100_000, burst: 100_000 } });
  keys = await server.stores.accounts.create({ plan: 'pro' });
});

afterAll(async () => {
  await server.close();
});

async function answered(response: Response): Promise<number> {
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.status, body.toString('utf8').slice(0, 300)).toBeLessThan(500);
  if (response.status >= 400) expect(response.headers.get('content-type')).toBe('application/problem+json');
  return response.status;
}

const send = (method: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${keys.secretKey}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const placeholder = fc.oneof(
  fc.constantFrom('{{title}}', '{{ title }}', '{{image}}', '{{}}', '{{a b}}', '{{__proto__}}', '{{key}}', '{{{x}}}'),
  anyText(20).map((text) => `{{${text}}}`),
);
const value = fc.oneof(
  anyText(60),
  placeholder,
  fc.constantFrom('red', '10px', 'url({{image}})', 'https://x.example/a.png'),
);
const style = fc.dictionary(fc.constantFrom('color', 'backgroundImage', 'fontSize', 'width', 'background'), value, {
  maxKeys: 3,
});
const { tree } = fc.letrec((tie) => ({
  tree: fc.record({
    type: fc.constantFrom('div', 'span', 'img', 'p'),
    props: fc.record(
      {
        style,
        src: value,
        alt: value,
        tw: value,
        children: fc.oneof({ depthSize: 'small' }, value, fc.array(fc.oneof(value, tie('tree')), { maxLength: 3 })),
      },
      { requiredKeys: [] },
    ),
  }),
}));
const variables = fc.dictionary(
  fc.oneof(fc.constantFrom('title', 'image', 'key', 'format', '__proto__', 'constructor'), anyText(12)),
  fc.oneof(fc.constant(null), value),
  { maxKeys: 4 },
);
const size = fc.oneof(fc.integer({ min: -10, max: 5000 }), fc.constantFrom(1, 64, 300), anyText(4));

describe('designs under arbitrary requests', () => {
  it('POST /v1/designs and /v1/render with any design', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { element: tree, html: anyText(300), width: size, height: size, variables, name: anyText(120) },
          { requiredKeys: [] },
        ),
        fc.constantFrom('/v1/designs', '/v1/render'),
        async (body, path) => {
          await answered(await send('POST', path, body));
        },
      ),
      { numRuns: 60 },
    );
    // The plan's limit stops storing, with a 403; nothing else changed the rule.
    const stored = (await (
      await fetch(`${server.url}/v1/designs`, { headers: { authorization: `Bearer ${keys.secretKey}` } })
    ).json()) as { designs: unknown[] };
    expect(stored.designs.length).toBeLessThanOrEqual(200);
  });

  it('GET a design’s image with any variables', async () => {
    const created = await send('POST', '/v1/designs', {
      html: '<div style="display:flex;width:100%;height:100%;background-image:url({{image}})"><p title="{{title}}">{{title}}</p><img src="https://cdn.example/{{slug}}.png" width="10" height="10"></div>',
      width: 200,
      height: 100,
      variables: { title: null, image: '', slug: 'a' },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.oneof(fc.constantFrom('title', 'image', 'slug', 'format', 'scale'), anyText(8)),
          anyText(300),
          {
            maxKeys: 4,
          },
        ),
        async (query) => {
          const search = new URLSearchParams({ key: keys.publicKey });
          for (const [name, text] of Object.entries(query)) search.set(wellFormed(name), wellFormed(text));
          await answered(await fetch(`${server.url}/v1/designs/${id}/image?${search}`));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('hostile designs', () => {
  it('refuses trees too deep or too wide, and draws huge style values within its time', async () => {
    // 100,000 nested arrays, written out (JSON.stringify itself would overflow its stack).
    const deep = `{"element":{"type":"div","props":{"children":${'['.repeat(100_000)}${']'.repeat(100_000)}}},"width":10,"height":10}`;
    for (const path of ['/v1/designs', '/v1/render']) expect(await answered(await send('POST', path, deep))).toBe(400);
    const wide = Array.from({ length: 5000 }, () => ({ type: 'span', props: { children: 'x' } }));
    const tooWide = await send('POST', '/v1/render', {
      element: { type: 'div', props: { children: wide } },
      width: 10,
      height: 10,
    });
    expect(await answered(tooWide)).toBe(400);
    const gradient = `linear-gradient(90deg, ${'red 1%, '.repeat(20_000)}blue)`;
    const shadows = Array.from({ length: 2000 }, (_, index) => `${index}px ${index}px ${index}px red`).join(', ');
    const huge = await send('POST', '/v1/render', {
      element: {
        type: 'div',
        props: {
          style: {
            display: 'flex',
            width: '100%',
            height: '100%',
            backgroundImage: gradient,
            boxShadow: shadows,
            fontSize: 1e9,
          },
          children: 'x'.repeat(19_000),
        },
      },
      width: 1200,
      height: 630,
    });
    expect(await answered(huge)).toBeLessThan(500);
  }, 60_000);

  it('refuses a design body over 1 MiB before reading it whole', async () => {
    const response = await send('POST', '/v1/designs', { html: 'x'.repeat(1_100_000), width: 10, height: 10 });
    expect(await answered(response)).toBe(413);
  });
});
