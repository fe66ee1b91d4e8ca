import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/*
 * Downloads a source of real files once and unpacks it into a cache folder: a Debian source
 * package (its upstream tarball and its debian/ folder, from deb.debian.org) or an npm package
 * (through `npm pack`). Both registries are the ones this project's machines reach.
 */

export interface DebianSource {
  kind: 'debian';
  /** Source package name in Debian bookworm. */
  name: string;
}
export interface NpmSource {
  kind: 'npm';
  name: string;
  version: string;
}
/** A public repository at a pinned commit, for languages no Debian or npm package ships enough of. */
export interface GitSource {
  kind: 'git';
  /** owner/name on GitHub. */
  repo: string;
  commit: string;
}
export type Origin = DebianSource | NpmSource | GitSource;

const MIRROR = 'http://deb.debian.org/debian';
const MAX_GIT_FILE_BYTES = 1 << 20;
const CACHE = process.env.GLYPHCAST_CORPUS_CACHE ?? join(homedir(), '.cache', 'glyphcast-corpus');

function run(command: string, args: string[], cwd?: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });
}

let sourcesIndex: Map<string, { directory: string; version: string; files: string[] }> | undefined;

function debianIndex() {
  if (sourcesIndex) return sourcesIndex;
  const path = join(CACHE, 'Sources');
  if (!existsSync(path)) {
    mkdirSync(CACHE, { recursive: true });
    run('sh', ['-c', `curl -sf ${MIRROR}/dists/bookworm/main/source/Sources.xz | xz -d > ${path}`]);
  }
  sourcesIndex = new Map();
  for (const stanza of readFileSync(path, 'utf8').split('\n\n')) {
    const name = /^Package: (.+)$/m.exec(stanza)?.[1];
    const directory = /^Directory: (.+)$/m.exec(stanza)?.[1];
    const version = /^Version: (.+)$/m.exec(stanza)?.[1];
    const filesBlock = /^Files:\n((?: .+\n?)+)/m.exec(stanza)?.[1] ?? '';
    const files = filesBlock
      .split('\n')
      .map((line) => line.trim().split(' ')[2])
      .filter((file): file is string => Boolean(file) && /\.tar\.(?:gz|xz|bz2)$/.test(file ?? ''));
    if (name && directory && version) sourcesIndex.set(name, { directory, version, files });
  }
  return sourcesIndex;
}

function originKey(origin: Origin): string {
  if (origin.kind === 'git') return `git-${origin.repo.replace('/', '__')}-${origin.commit.slice(0, 12)}`;
  return origin.kind === 'debian' ? `debian-${origin.name}` : `npm-${origin.name.replace('/', '__')}-${origin.version}`;
}

/*
 * A repository's files at the pinned commit: from a local mirror when GLYPHCAST_GIT_MIRRORS
 * names a folder holding `owner+name/repo` git directories, else cloned from GitHub. Files over
 * 1 MiB are left out (no detection file is that large, and a mirror may lack them).
 */
function unpackGit(origin: GitSource, folder: string): void {
  const mirrors = process.env.GLYPHCAST_GIT_MIRRORS;
  let gitDir = mirrors ? join(mirrors, origin.repo.replace('/', '+'), 'repo') : '';
  if (!gitDir || !existsSync(gitDir)) {
    gitDir = join(CACHE, 'git', origin.repo.replace('/', '+'));
    if (!existsSync(gitDir)) run('git', ['clone', '--bare', `https://github.com/${origin.repo}`, gitDir]);
  }
  const blobs = run('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-l', '-z', origin.commit])
    .split('\0')
    .map((line) => /^\d+ blob ([0-9a-f]+) +(\d+)\t(.+)$/s.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) <= MAX_GIT_FILE_BYTES);
  const output = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    input: blobs.map((match) => match[1]).join('\n'),
    maxBuffer: 2 ** 31,
  });
  let offset = 0;
  for (const match of blobs) {
    const headerEnd = output.indexOf(10, offset);
    const [, type, size] = output.toString('latin1', offset, headerEnd).split(' ');
    offset = headerEnd + 1;
    if (type !== 'blob') continue; // missing from the mirror
    const length = Number(size);
    const path = join(folder, match[3] as string);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, output.subarray(offset, offset + length));
    offset += length + 1;
  }
}

/** The folder holding the unpacked source; downloads it the first time. */
export function fetchSource(origin: Origin): string {
  const folder = join(CACHE, 'unpacked', originKey(origin));
  if (existsSync(join(folder, '.complete'))) return folder;
  mkdirSync(folder, { recursive: true });
  if (origin.kind === 'debian') {
    const entry = debianIndex().get(origin.name);
    if (!entry) throw new Error(`no Debian source package ${origin.name}`);
    // The mirror no longer holds some packages' files: what it still has is enough.
    let unpacked = 0;
    for (const file of entry.files) {
      const tarball = join(CACHE, file);
      try {
        if (!existsSync(tarball)) run('curl', ['-sfo', tarball, `${MIRROR}/${entry.directory}/${file}`]);
        run('tar', ['xf', tarball, '-C', folder]);
        unpacked++;
      } catch {
        // try the package's other files
      }
    }
    if (unpacked === 0) throw new Error(`the mirror holds none of ${origin.name}'s files`);
  } else if (origin.kind === 'git') {
    unpackGit(origin, folder);
  } else {
    const tarball = run('npm', ['pack', `${origin.name}@${origin.version}`, '--silent', '--pack-destination', CACHE])
      .trim()
      .split('\n')
      .pop();
    if (!tarball) throw new Error(`npm pack ${origin.name} gave no file`);
    run('tar', ['xzf', join(CACHE, tarball), '-C', folder]);
  }
  writeFileSync(join(folder, '.complete'), '');
  return folder;
}

/** Every regular file under `folder`, as paths relative to it, sorted. */
export function listFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name !== '.complete') out.push(path);
    }
  };
  walk('');
  return out.sort();
}

/** The Debian version a source package resolves to, for the manifest. */
export function debianVersion(name: string): string | undefined {
  return debianIndex().get(name)?.version;
}
