import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { excerptOf } from './excerpts.ts';
import { debianVersion, fetchSource, type Origin } from './fetch-source.ts';
import { headOf, inTurns, type PickedFile, usableFiles } from './select-files.ts';
import { SOURCES } from './sources.ts';

/*
 * Writes a measuring set of language detection: for each language, real files from the sources
 * of one role (`test` or `holdout`, the frozen sets, or `tune`), taken in turn from each source so no project
 * dominates: their first 60 lines in `files/` and a 3-to-5-line excerpt of each in `excerpts/`,
 * and a manifest naming every file's source, path and licence.
 * Run: npx tsx scripts/detect/make-eval-set.mts test   (or tune, holdout; `--languages=a,b` rewrites
 * only those languages and keeps the rest of the set and its manifest as they are)
 */

const ROLE = (['tune', 'holdout'] as const).find((role) => role === process.argv[2]) ?? 'test';
const ONLY = process.argv
  .find((argument) => argument.startsWith('--languages='))
  ?.slice('--languages='.length)
  .split(',');
const wanted = (language: string) => !ONLY || ONLY.includes(language);
const FILES_PER_LANGUAGE = ROLE === 'tune' ? 18 : 20;
const OUT = resolve(import.meta.dirname, '../../test/fixtures/detect', ROLE);

const fromGit = new Set(SOURCES.filter((source) => source.origin.kind === 'git').map((source) => source.id));

function fixtureName(file: PickedFile): string {
  // Packages unpack under one top folder (`package/`, `name-1.2/`); a repository's files do not.
  const path = fromGit.has(file.source) ? file.path : file.path.replace(/^[^/]+\//, '');
  const base = path.replace(/[^\w.-]+/g, '_');
  // Not the original extension: the fixtures must not be compiled or linted as code.
  return `${file.source}--${base.slice(-80)}.sample`;
}

const byLanguage = new Map<string, Map<string, PickedFile[]>>();
const sourcesUsed = new Set<string>();
/** Every Markdown file of the set's sources, whether or not Markdown is taken from them: shell sessions come from there. */
const markdownFiles: PickedFile[] = [];
// With `--languages`, only the sources holding one of them are read (shell sessions need them all).
const holdsWanted = (source: (typeof SOURCES)[number]) =>
  !ONLY || ONLY.includes('shellsession') || source.languages.some(wanted);
for (const source of SOURCES.filter((entry) => entry.role === ROLE && holdsWanted(entry))) {
  for (const file of usableFiles({ ...source, languages: [...source.languages, 'markdown'] })) {
    if (file.language === 'markdown') markdownFiles.push(file);
    if (!source.languages.includes(file.language)) continue;
    const perSource = byLanguage.get(file.language) ?? new Map<string, PickedFile[]>();
    byLanguage.set(file.language, perSource);
    perSource.set(file.source, [...(perSource.get(file.source) ?? []), file]);
  }
}

interface Manifest {
  sources: { id: string; origin: string; licence: string }[];
  files: { file: string; language: string; source: string; path: string }[];
}
const previous: Manifest =
  ONLY && existsSync(join(OUT, 'manifest.json'))
    ? JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8'))
    : { sources: [], files: [] };
for (const folder of ['files', 'excerpts']) {
  if (!ONLY) rmSync(join(OUT, folder), { recursive: true, force: true });
  else for (const language of ONLY) rmSync(join(OUT, folder, language), { recursive: true, force: true });
}
const manifest: Manifest['files'] = previous.files.filter((entry) => !wanted(entry.language));
for (const [language, perSource] of [...byLanguage].sort()) {
  if (!wanted(language)) continue;
  const queues = [...perSource.values()];
  let taken = 0;
  while (taken < FILES_PER_LANGUAGE && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const file = queue.shift();
      if (!file || taken >= FILES_PER_LANGUAGE) continue;
      const name = fixtureName(file);
      const excerpt = excerptOf(file.text, `${file.source}/${file.path}`, language);
      if (!excerpt) continue;
      for (const [folder, text] of [
        ['files', headOf(file.text)],
        ['excerpts', excerpt],
      ] as const) {
        mkdirSync(join(OUT, folder, language), { recursive: true });
        writeFileSync(join(OUT, folder, language, name), `${text}\n`);
      }
      manifest.push({ file: `${language}/${name}`, language, source: file.source, path: file.path });
      sourcesUsed.add(file.source);
      taken++;
    }
  }
  console.log(`${language}: ${taken} files from ${perSource.size} sources`);
}

/*
 * Two kinds no file extension names. Shell sessions: the fenced `console` blocks (and `sh`
 * blocks that start with a prompt) of the set's sources' Markdown. Terminal output: real
 * programs run with colour forced on the evaluation sources' files.
 */
const FENCE = /^```(console|shell-session|sh-session|shellsession|sh|bash|shell)[^\n]*\n([\s\S]*?)^```/gm;
const sessions: PickedFile[] = [];
for (const file of markdownFiles) {
  for (const match of file.text.matchAll(FENCE)) {
    const body = (match[2] ?? '').replace(/\s+$/, '');
    const isConsole = !/^(?:sh|bash|shell)$/.test(match[1] ?? '');
    if (body.split('\n').length >= 2 && /^\$ \S/.test(body) && (isConsole || /\n[^$\s]/.test(body))) {
      sessions.push({ ...file, language: 'shellsession', path: `${file.path}#${match.index}`, text: body });
    }
  }
}
const terminal: PickedFile[] = [];
const evalRoots = SOURCES.filter((entry) => entry.role === ROLE && entry.origin.kind === 'debian').slice(0, 8);
for (const source of evalRoots) {
  const root = fetchSource(source.origin);
  const colour = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, LS_COLORS: '' } });
    } catch (error) {
      return (error as { stdout?: string }).stdout ?? '';
    }
  };
  const listing = colour('ls', ['--color=always', '-la', '--time-style=+', '.']);
  const matches = colour('grep', ['--color=always', '-rn', '-m', '2', '-e', 'error', '.'])
    .split('\n')
    .slice(0, 20)
    .join('\n');
  for (const [command, text] of [
    ['ls --color=always -la', listing],
    ['grep --color=always -rn -m 2 -e error', matches],
  ] as const) {
    if (text.includes('\u001b[')) terminal.push({ source: source.id, language: 'ansi', path: command, text });
  }
}
for (const [language, picked] of [
  ['shellsession', inTurns(sessions).slice(0, FILES_PER_LANGUAGE)],
  ['ansi', terminal],
] as const) {
  if (!wanted(language)) continue;
  picked.forEach((file, index) => {
    const name = `${file.source}--${language}-${index + 1}.sample`;
    for (const folder of ['files', 'excerpts']) {
      mkdirSync(join(OUT, folder, language), { recursive: true });
      writeFileSync(
        join(OUT, folder, language, name),
        `${folder === 'files' ? headOf(file.text) : file.text.split('\n').slice(0, 4).join('\n')}\n`,
      );
    }
    manifest.push({ file: `${language}/${name}`, language, source: file.source, path: file.path });
    sourcesUsed.add(file.source);
  });
  console.log(`${language}: ${picked.length} samples`);
}

function describeOrigin(origin: Origin): string {
  if (origin.kind === 'debian') return `Debian bookworm source package ${origin.name} ${debianVersion(origin.name)}`;
  if (origin.kind === 'git') return `https://github.com/${origin.repo} at ${origin.commit}`;
  return `npm ${origin.name}@${origin.version}`;
}
const stillUsed = new Set(manifest.map((entry) => entry.source));
const sources = [
  ...previous.sources.filter((source) => stillUsed.has(source.id) && !sourcesUsed.has(source.id)),
  ...SOURCES.filter((source) => sourcesUsed.has(source.id)).map((source) => ({
    id: source.id,
    origin: describeOrigin(source.origin),
    licence: source.licence,
  })),
];
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify({ sources, files: manifest }, null, 1)}\n`);
