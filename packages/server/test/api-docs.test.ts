import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../src/routes/openapi.js';

const apiDocs = readFileSync(join(import.meta.dirname, '../../../docs/api.md'), 'utf8');
const openapi = buildOpenApi();

/** The Markdown table row of a parameter in the section titled `heading`. */
function parameterRow(heading: string, name: string): string | undefined {
  const section = apiDocs.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
  return section.split('\n').find((line) => line.startsWith(`| \`${name}\``));
}

describe('docs/api.md agrees with /openapi.json', () => {
  it('documents every endpoint and method', () => {
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const method of Object.keys(operations)) {
        expect(apiDocs, `${method.toUpperCase()} ${path}`).toContain(`\`${method.toUpperCase()} ${path}\``);
      }
    }
  });

  it.each([
    ['Code parameters', 'CodeOptions'],
    ['OG parameters', 'OgOptions'],
  ] as const)('%s: every parameter with its default and bounds', (heading, schemaName) => {
    const schema = openapi.components.schemas[schemaName] as {
      properties: Record<
        string,
        {
          default?: unknown;
          minimum?: number;
          maximum?: number;
          maxLength?: number;
          minLength?: number;
          enum?: unknown[];
        }
      >;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties)) {
      const row = parameterRow(heading, name);
      expect(row, `${heading}: ${name}`).toBeDefined();
      if (property.default !== undefined)
        expect(row).toContain(`\`${JSON.stringify(property.default).replaceAll('"', '')}\``);
      if (property.minimum !== undefined) expect(row).toContain(`${property.minimum} to ${property.maximum}`);
      if (property.maxLength !== undefined) expect(row).toContain(`${property.maxLength} characters`);
      for (const value of property.enum ?? [])
        if (name !== 'theme' || schemaName === 'OgOptions') expect(row).toContain(`\`${value}\``);
      if (schema.required?.includes(name)) expect(row).toContain('required');
    }
  });
});

describe('the image responses in /openapi.json', () => {
  it('name every header an image comes with that a client reads, Warning included', () => {
    const paths = openapi.paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    const headers = Object.keys(paths['/v1/code']?.get?.responses['200']?.headers ?? {});
    expect(headers).toEqual(['X-Cache', 'X-Render-Time-Ms', 'Warning']);
  });
});
