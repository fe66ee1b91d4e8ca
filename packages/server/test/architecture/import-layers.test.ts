import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importViolations } from '../../../core/test/architecture/_import-layers.js';

/*
 * The server's folders form layers, as the core's do: a file imports from its own folder or a
 * lower layer, never upwards and never sideways (types included). docs/architecture.md draws
 * the same order.
 */

const LAYERS: readonly (readonly string[])[] = [
  ['version.ts', 'errors', 'keys', 'plans', 'log'],
  ['health'],
  ['redis', 'store'],
  ['cache', 'http', 'metering'],
  ['ratelimit'],
  ['config.ts'],
  ['auth', 'billing', 'render', 'designs'],
  ['observe', 'cli'],
  ['routes'],
  ['app.ts'],
  ['start-server.ts'],
  ['index.ts', 'bin.ts'],
];

describe('the server imports', () => {
  const { files, violations } = importViolations({ src: resolve(import.meta.dirname, '../../src'), layers: LAYERS });

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('run from each folder to its own folder or a lower layer only', () => {
    expect(violations).toEqual([]);
  });
});
