import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * `engines.node` of our packages is true: its lowest version satisfies the `engines` of every
 * package they install (read from the lockfile, production dependencies followed to the end).
 * Every package needs 20.19 (the core's CommonJS users load it with require(), the server's
 * h3), above the Node APIs it calls itself (crc32 of node:zlib since 20.15, hash of
 * node:crypto since 20.12).
 */

const root = join(import.meta.dirname, '..', '..', '..');
const lock = parse(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')) as {
  importers: Record<string, { dependencies?: Record<string, { version: string }> }>;
  packages: Record<string, { engines?: { node?: string } }>;
  snapshots: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
};

/** `name@version` without the peer suffix pnpm adds in parentheses. */
const packageKey = (name: string, version: string) => `${name}@${version.replace(/\(.*$/, '')}`;

/** Every package a workspace package installs for its users, with the engines each states. */
function installedEngines(importer: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (name: string, version: string) => {
    if (version.startsWith('link:')) {
      const linked = join(importer, version.slice('link:'.length)).replaceAll('\\', '/');
      for (const [dependency, { version: inner }] of Object.entries(lock.importers[linked]?.dependencies ?? {})) {
        visit(dependency, inner);
      }
      return;
    }
    const snapshot = `${name}@${version}`;
    if (seen.has(snapshot)) return;
    seen.add(snapshot);
    const node = lock.packages[packageKey(name, version)]?.engines?.node;
    if (node) found.set(packageKey(name, version), node);
    const { dependencies = {}, optionalDependencies = {} } = lock.snapshots[snapshot] ?? {};
    for (const [dependency, inner] of Object.entries({ ...dependencies, ...optionalDependencies }))
      visit(dependency, inner);
  };
  for (const [name, { version }] of Object.entries(lock.importers[importer]?.dependencies ?? {})) visit(name, version);
  return found;
}

describe('engines.node', () => {
  it.each([
    ['packages/core', '@glyphcast/core'],
    ['packages/server', '@glyphcast/server'],
  ])('of %s holds for everything it installs', (importer, name) => {
    const ours = JSON.parse(readFileSync(join(root, importer, 'package.json'), 'utf8'));
    expect(ours.name).toBe(name);
    const lowest = semver.minVersion(ours.engines.node) as semver.SemVer;
    const installed = installedEngines(importer);
    expect(installed.size).toBeGreaterThan(5);
    const refused = [...installed].filter(([, range]) => !semver.satisfies(lowest, range));
    expect(refused, `${name} says node ${ours.engines.node}`).toEqual([]);
  });

  it('of the workspace is the highest of them (the server’s)', () => {
    const engines = ['.', 'packages/core', 'packages/server'].map(
      (folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).engines.node as string,
    );
    const [workspace, ...packages] = engines.map((range) => semver.minVersion(range) as semver.SemVer);
    expect(workspace?.version).toBe(semver.sort(packages).at(-1)?.version);
  });
});
