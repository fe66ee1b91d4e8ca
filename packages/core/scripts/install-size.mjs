/*
 * What installing @glyphcast/core costs on disk, measured the way a user gets it: the package
 * packed into a tarball, installed with npm into an empty folder (production dependencies only),
 * then every byte under node_modules counted. Prints the total and the largest packages.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const packageDir = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'glyphcast-install-size-'));

function sizeOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), stat.blocks * 512);
}

try {
  const tarball = execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  execFileSync('npm', ['init', '-y'], { cwd: work, stdio: 'ignore' });
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', tarball], { cwd: work, stdio: 'inherit' });
  const modules = join(work, 'node_modules');
  const packages = [];
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    const scoped = name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name];
    for (const entry of scoped) packages.push({ name: entry, bytes: sizeOf(join(modules, entry)) });
  }
  packages.sort((a, b) => b.bytes - a.bytes);
  const total = sizeOf(modules);
  const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  console.log(`@glyphcast/core installed with its production dependencies: ${mb(total)} on disk`);
  for (const { name, bytes } of packages.slice(0, 15)) console.log(`  ${mb(bytes).padStart(9)}  ${name}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
