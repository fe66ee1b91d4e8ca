import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('docs/server.md', () => {
  it('names every environment variable the server reads', () => {
    const sourceDir = join(root, 'packages/server/src');
    const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts'))
      .map((path) => readFileSync(join(sourceDir, path), 'utf8'))
      .join('\n');
    const config = readFileSync(join(sourceDir, 'config.ts'), 'utf8');
    const variables = new Set([
      ...[...sources.matchAll(/(?:process\.env\.|process\.env\[)'?([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]),
      // config.ts's settings: ('option', 'VARIABLE', …).
      ...[...config.matchAll(/'[\w.]+', '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1]),
    ]);
    expect(variables.size).toBeGreaterThan(10);
    const docs = read('docs/server.md');
    const missing = [...variables].filter((name) => !docs.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
