import { CARDS, DesignOptionsSchema, HighlightOptionsSchema } from '@glyphcast/core';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { H3 } from 'h3';
import { DesignBodySchema } from '../designs/design-content.js';
import { RESERVED_NAMES } from '../designs/design-variables.js';
import { fixedText } from '../http/gzip.js';
import { onGet } from '../http/on-get.js';
import { type QueryForm, queryForms } from '../http/query-params.js';
import { PLAN_IDS, PLANS } from '../plans/plans.js';
import { SERVICE_VERSION } from '../version.js';
import { DesignImageBodySchema } from './design-images.js';

const problem = {
  description: 'An application/problem+json document (RFC 9457)',
  content: {
    'application/problem+json': {
      schema: {
        type: 'object',
        required: ['type', 'status', 'title', 'detail', 'code'],
        properties: {
          type: { type: 'string' },
          status: { type: 'integer' },
          title: { type: 'string' },
          detail: { type: 'string' },
          code: { type: 'string' },
          field: { type: 'string', description: 'The offending parameter, on 400s' },
        },
      },
    },
  },
};

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object' } } },
});

const image = {
  description: 'The image, with X-Cache (HIT or MISS) and X-Render-Time-Ms',
  headers: {
    'X-Cache': { schema: { type: 'string', enum: ['HIT', 'MISS'] } },
    'X-Render-Time-Ms': { schema: { type: 'integer' } },
    Warning: {
      description:
        'What the image lacks, one `199 glyphcast "<field>: <reason>"` per warning (an avatar or font left out, characters no bundled font has, lines not on the card); cache hits carry it too',
      schema: { type: 'string' },
    },
  },
  content: {
    'image/png': { schema: { type: 'string', contentEncoding: 'binary' } },
    'image/jpeg': { schema: { type: 'string', contentEncoding: 'binary' } },
    'image/webp': { schema: { type: 'string', contentEncoding: 'binary' } },
    'image/svg+xml': { schema: { type: 'string' } },
  },
};

const errors = {
  '400': problem,
  '401': problem,
  '403': problem,
  '413': problem,
  '415': problem,
  '429': problem,
  '503': problem,
};

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };
type OptionsSchema = Parameters<typeof queryForms>[0];

/** What a parameter written as text in a query looks like, where that differs from the body's. */
const QUERY_TEXT: Partial<Record<QueryForm, { type: 'string'; description: string }>> = {
  base64: { type: 'string', description: 'base64 (standard or URL-safe) of the UTF-8 text' },
  'integer-list': { type: 'string', description: 'comma-separated, such as 3,5,6' },
};

/**
 * GET takes every body field as a query parameter, written as `queryToParams` reads it: the
 * same schemas, the same forms (code in base64, lists comma-separated).
 */
function queryParameters(options: OptionsSchema, json: ObjectSchema, key: { required: boolean; description: string }) {
  const forms = queryForms(options);
  return [
    ...Object.entries(json.properties ?? {}).map(([name, property]) => {
      const text = QUERY_TEXT[forms.get(name) ?? 'text'];
      const { description, maxLength } = property as { description?: string; maxLength?: number };
      const decoded = forms.get(name) === 'base64' && maxLength ? `at most ${maxLength} characters once decoded` : '';
      return {
        name,
        in: 'query',
        required: (json.required ?? []).includes(name),
        schema: text
          ? { ...text, description: [description, text.description, decoded].filter(Boolean).join('; ') }
          : property,
      };
    }),
    { name: 'key', in: 'query', ...key, schema: { type: 'string' } },
  ];
}

const PUBLIC_KEY = { required: true, description: 'Your public key, pk_live_…' };

function imagePath(name: string, schemaName: string, options: OptionsSchema, schema: ObjectSchema) {
  return {
    post: {
      summary: `${name}, from a JSON body (secret key)`,
      security: [{ secretKey: [] }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } },
      },
      responses: { '200': image, ...errors },
    },
    get: {
      summary: `${name}, from the query string (public key), for URLs in pages`,
      parameters: queryParameters(options, schema, PUBLIC_KEY),
      responses: { '200': image, '304': { description: 'Not modified (If-None-Match)' }, ...errors },
    },
  };
}

const SECRET = [{ secretKey: [] }];
const jsonBody = (schemaName: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } },
});
const designId = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^dsn_[a-z0-9]{16}$' } };
const designErrors = {
  '400': problem,
  '401': problem,
  '404': problem,
  '413': problem,
  '415': problem,
  '429': problem,
  '503': problem,
};
const output = [
  { name: 'format', in: 'query', schema: { type: 'string', enum: ['png', 'jpeg', 'webp', 'svg'], default: 'png' } },
  { name: 'scale', in: 'query', schema: { type: 'integer', enum: [1, 2, 3], default: 1 } },
];

/** The designs an account stores, the images they draw, and inline designs. */
function designPaths(renderQuery: ObjectSchema) {
  return {
    '/v1/designs': {
      get: {
        summary: 'The account’s stored designs, and how many its plan allows (secret key)',
        security: SECRET,
        responses: { '200': json('{ designs: [design], limit }'), ...designErrors },
      },
      post: {
        summary: 'Store a design: HTML or an element tree, its size and its {{variables}} (secret key)',
        description: `Each plan stores a number of designs (${PLAN_IDS.map((id) => `${id} ${PLANS[id].designs}`).join(', ')}); one more is a 403 DESIGN_LIMIT_REACHED. Fonts are the Pro plan's.`,
        security: SECRET,
        requestBody: jsonBody('DesignBody'),
        responses: {
          '201': json('The design: { id, version, name, width, height, variables, html | element, imageUrl, … }'),
          '403': problem,
          ...designErrors,
        },
      },
    },
    '/v1/designs/{id}': {
      get: {
        summary: 'One stored design (secret key)',
        security: SECRET,
        parameters: [designId],
        responses: { '200': json('The design'), ...designErrors },
      },
      put: {
        summary: 'Replace a design; its version goes up, and every image URL of it changes its ETag (secret key)',
        security: SECRET,
        parameters: [designId],
        requestBody: jsonBody('DesignBody'),
        responses: { '200': json('The design, its new version'), ...designErrors },
      },
      delete: {
        summary: 'Delete a design; its image URL answers 404 from then on (secret key)',
        security: SECRET,
        parameters: [designId],
        responses: { '204': { description: 'Deleted' }, ...designErrors },
      },
    },
    '/v1/designs/{id}/image': {
      get: {
        summary: 'A stored design drawn with the query’s variables (public key), for og:image URLs',
        parameters: [
          designId,
          ...output,
          { name: 'key', in: 'query', ...PUBLIC_KEY, schema: { type: 'string' } },
          {
            name: 'variables',
            in: 'query',
            style: 'form',
            explode: true,
            description: `Each of the design's variables as its own parameter (?title=…&date=…); not ${RESERVED_NAMES.join(', ')}. Values are text: never read as markup or CSS`,
            schema: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } },
          },
        ],
        responses: { '200': image, '304': { description: 'Not modified (If-None-Match)' }, ...designErrors },
      },
      post: {
        summary: 'A stored design drawn with the body’s variables (secret key)',
        security: SECRET,
        parameters: [designId],
        requestBody: jsonBody('DesignImageBody'),
        responses: { '200': image, ...designErrors },
      },
    },
    '/v1/render': {
      post: {
        summary: 'A design kept in your own code, drawn once: HTML or an element tree (secret key)',
        security: SECRET,
        requestBody: jsonBody('RenderBody'),
        responses: { '200': image, ...errors },
      },
      get: {
        summary: 'A design from the query string (public key): its HTML in base64',
        parameters: [
          {
            name: 'html',
            in: 'query',
            required: true,
            description: 'base64 (standard or URL-safe) of the design’s HTML',
            schema: { type: 'string' },
          },
          ...queryParameters(DesignOptionsSchema, renderQuery, PUBLIC_KEY).filter(
            (parameter) => parameter.name !== 'fonts',
          ),
        ],
        responses: { '200': image, '304': { description: 'Not modified (If-None-Match)' }, ...errors },
      },
    },
  };
}

/** How the document names each card the service serves: a card added to the core must be described here. */
const CARD_DOCS = {
  code: { summary: 'Code screenshot', schemaName: 'CodeOptions' },
  og: { summary: 'Open Graph image, always 1200×630', schemaName: 'OgOptions' },
} as const satisfies { [Kind in keyof typeof CARDS]: { summary: string; schemaName: string } };

/** OpenAPI 3.1, generated from the same valibot schemas that validate requests. */
export function buildOpenApi() {
  const schema = (value: Parameters<typeof toJsonSchema>[0]) => {
    const { $schema: _, ...rest } = toJsonSchema(value, { errorMode: 'ignore' }) as Record<string, unknown>;
    return rest;
  };
  const cards = (Object.keys(CARD_DOCS) as (keyof typeof CARDS)[]).map((kind) => ({
    kind,
    ...CARD_DOCS[kind],
    options: CARDS[kind].schema,
    json: schema(CARDS[kind].schema) as ObjectSchema,
  }));
  const highlightOptions = schema(HighlightOptionsSchema) as ObjectSchema;
  const designOptions = schema(DesignOptionsSchema) as ObjectSchema;
  const renderBody: ObjectSchema = {
    ...designOptions,
    properties: {
      html: { type: 'string', description: 'the design as HTML (give this or element)' },
      element: { type: 'object', description: 'the design as an element tree, { type, props } (give this or html)' },
      ...designOptions.properties,
    },
  };
  return withHeadAndOptions({
    openapi: '3.1.0',
    info: {
      title: 'glyphcast',
      version: SERVICE_VERSION,
      description: 'Code screenshots and Open Graph images, rendered on request.',
    },
    components: {
      securitySchemes: { secretKey: { type: 'http', scheme: 'bearer', description: 'Your secret key, sk_live_…' } },
      schemas: {
        ...(Object.fromEntries(cards.map((card) => [card.schemaName, card.json])) as Record<
          (typeof CARD_DOCS)[keyof typeof CARDS]['schemaName'],
          ObjectSchema
        >),
        HighlightOptions: highlightOptions,
        DesignBody: schema(DesignBodySchema),
        DesignImageBody: schema(DesignImageBodySchema),
        RenderBody: renderBody,
      },
    },
    paths: {
      '/health': {
        get: {
          summary: 'Readiness: each dependency probed live',
          responses: { '200': json('The instance can serve images'), '503': json('The database is down') },
        },
      },
      '/health/live': { get: { summary: 'Liveness', responses: { '200': json('The process answers') } } },
      '/pricing': {
        get: {
          summary: 'The plans, as a page',
          responses: { '200': { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } },
        },
      },
      '/openapi.json': { get: { summary: 'This document', responses: { '200': json('OpenAPI 3.1') } } },
      '/v1/themes': {
        get: { summary: 'Themes, backgrounds, OG templates and formats', responses: { '200': json('The lists') } },
      },
      '/v1/playground-key': {
        get: {
          summary: 'The public key of the playground page (watermarked, per-address limits)',
          responses: { '200': json('{ key, watermark, limits }') },
        },
      },
      ...Object.fromEntries(
        cards.map((card) => [`/v1/${card.kind}`, imagePath(card.summary, card.schemaName, card.options, card.json)]),
      ),
      ...designPaths(renderBody),
      '/v1/highlight': {
        get: {
          summary: 'Highlight code to HTML',
          parameters: queryParameters(HighlightOptionsSchema, highlightOptions, {
            required: false,
            description: 'Optional public key: its rate limit applies instead of the per-address one',
          }),
          responses: {
            '200': json('{ language, detected, confidence, html } (confidence, 0 to 1, only when detected)'),
            '400': problem,
            '401': problem,
            '429': problem,
            '503': problem,
          },
        },
      },
      '/webhooks/stripe': {
        post: {
          summary: 'Stripe billing events (signed by Stripe; see docs/billing.md)',
          parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
          responses: {
            '200': json('{ received, outcome: applied | duplicate | ignored, detail }'),
            '400': problem,
            '404': problem,
            '413': problem,
            '500': problem,
          },
        },
      },
    },
  });
}

interface Operation {
  parameters?: unknown[];
  responses: Record<string, unknown>;
}

/**
 * Every GET answers HEAD (the same headers, no body) and every path answers OPTIONS (`Allow`, and
 * the CORS grant of a browser's preflight for GET and HEAD): added to each path, so that the
 * document lists them and never forgets one.
 */
function withHeadAndOptions<T extends { paths: Record<string, Record<string, Operation>> }>(document: T): T {
  for (const operations of Object.values(document.paths)) {
    const get = operations.get;
    if (get) {
      operations.head = {
        ...get,
        summary: 'The same answer as GET, without its body (link-preview crawlers, monitors, CDNs)',
      } as Operation;
    }
    operations.options = {
      summary: get
        ? 'Allow, and the CORS preflight for GET and HEAD'
        : 'Allow (no CORS grant: a secret key never runs in a browser)',
      responses: { '204': { description: 'The methods allowed, in Allow' } },
    } as Operation;
  }
  return document;
}

export function registerOpenApi(app: H3): void {
  // Built on first use (it walks every schema), then sent as the same bytes, gzipped once.
  const serve = fixedText(() => JSON.stringify(buildOpenApi()), { 'content-type': 'application/json; charset=utf-8' });
  onGet(app, '/openapi.json', serve, { anyOrigin: true });
}
