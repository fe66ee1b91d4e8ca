import { CodeOptionsSchema, HighlightOptionsSchema, OgOptionsSchema } from '@glyphcast/core';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { H3 } from 'h3';
import { SERVICE_VERSION } from '../version.js';

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

/** OpenAPI 3.1, generated from the same valibot schemas that validate requests. */
export function buildOpenApi() {
  const schema = (value: Parameters<typeof toJsonSchema>[0]) => {
    const { $schema: _, ...rest } = toJsonSchema(value, { errorMode: 'ignore' }) as Record<string, unknown>;
    return rest;
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'glyphcast',
      version: SERVICE_VERSION,
      description: 'Code screenshots and Open Graph images, rendered on request.',
    },
    components: {
      schemas: {
        CodeOptions: schema(CodeOptionsSchema),
        OgOptions: schema(OgOptionsSchema),
        HighlightOptions: schema(HighlightOptionsSchema),
      },
    },
    paths: {
      '/health': { get: { summary: 'Health check', responses: { '200': json('The service is up') } } },
      '/openapi.json': { get: { summary: 'This document', responses: { '200': json('OpenAPI 3.1') } } },
      '/v1/themes': {
        get: { summary: 'Themes, backgrounds, OG templates and formats', responses: { '200': json('The lists') } },
      },
      '/v1/highlight': {
        get: {
          summary: 'Highlight code to HTML',
          parameters: [
            {
              name: 'code',
              in: 'query',
              required: true,
              description: 'The code, base64 (standard or URL-safe), at most 30000 characters once decoded',
              schema: { type: 'string' },
            },
            { name: 'language', in: 'query', schema: { type: 'string', maxLength: 40, default: 'auto' } },
            { name: 'theme', in: 'query', schema: { type: 'string', default: 'vitesse-dark' } },
            { name: 'key', in: 'query', schema: { type: 'string' } },
          ],
          responses: { '200': json('{ language, detected, html }'), '400': problem },
        },
      },
    },
  };
}

export function registerOpenApi(app: H3): void {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/openapi.json', () => {
    document ??= buildOpenApi();
    return document;
  });
}
