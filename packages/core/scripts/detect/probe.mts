import { detectLanguage } from '../../src/index.ts';
import { excerptOf } from './excerpts.ts';
import type { Origin } from './fetch-source.ts';
import { originOf, projectNameOf } from './origin-argument.ts';
import { PROBE_PROJECTS } from './probe-projects.ts';
import { headOf, inTurns, type PickedFile, usableFiles } from './select-files.ts';
import { SOURCES } from './sources.ts';

/*
 * Detection on probe projects: projects in no role of the corpus, whose misses may be read. A
 * third readable set beside the tuning set and the first test set, for the constructs a label's
 * projects there lack; never a measure (nobody froze it, and what is read here is tuned on).
 * Each language's files are taken in turn from the projects, as the sets' are: their first 60
 * lines and an excerpt cut the same way. A project in any role is refused, the held-out set's
 * first of all. Arguments as survey.mts takes them; none probes the projects read so far
 * (probe-projects.ts).
 * Run: GLYPHCAST_GIT_MIRRORS=<mirrors> npx tsx scripts/detect/probe.mts git:sveltejs/realworld
 *   PROBE_LANGUAGES=svelte,markdown (all by default)  PROBE_FILES=30 (a language's, per project)
 *   PROBE_MISSES=files|excerpts|all (prints them, with their first lines)
 */

const LANGUAGES = process.env.PROBE_LANGUAGES?.split(',');
const FILES = Number(process.env.PROBE_FILES ?? 30);
const MISSES = process.env.PROBE_MISSES;
const SHOWN_LINES = 12;

const nameOf = (origin: Origin) => (origin.kind === 'git' ? origin.repo : origin.name);
const inARole = new Set(SOURCES.map((source) => nameOf(source.origin)));

async function readAs(language: string, text: string, kind: string, where: string): Promise<boolean> {
  const detection = await detectLanguage(text);
  if (detection.language === language) return true;
  if (MISSES === kind || MISSES === 'all') {
    const candidates = detection.candidates.map((guess) => `${guess.language} ${guess.confidence.toFixed(2)}`);
    console.log(`  ${kind} ${where} → ${detection.language} [${candidates.join(', ')}]`);
    console.log(`${text.split('\n').slice(0, SHOWN_LINES).join('\n')}\n`);
  }
  return false;
}

const totals = { files: 0, filesRight: 0, excerpts: 0, excerptsRight: 0 };
const projects = process.argv.length > 2 ? process.argv.slice(2) : PROBE_PROJECTS;
for (const argument of projects) {
  if (inARole.has(projectNameOf(argument))) {
    console.log(`${argument}: in a role of the corpus, not a probe`);
    continue;
  }
  const origin = originOf(argument);
  const id = nameOf(origin).replace(/^.*\//, '');
  const files = usableFiles({ id, origin, licence: '', role: 'test', languages: LANGUAGES ?? [], all: !LANGUAGES });
  const byLanguage = new Map<string, PickedFile[]>();
  for (const file of files) byLanguage.set(file.language, [...(byLanguage.get(file.language) ?? []), file]);
  for (const [language, picked] of [...byLanguage].sort()) {
    const counts = { files: 0, filesRight: 0, excerpts: 0, excerptsRight: 0 };
    for (const file of inTurns(picked).slice(0, FILES)) {
      const where = `${nameOf(origin)}/${file.path}`;
      counts.files++;
      if (await readAs(language, headOf(file.text), 'files', where)) counts.filesRight++;
      const excerpt = excerptOf(file.text, `${file.source}/${file.path}`, language);
      if (!excerpt) continue;
      counts.excerpts++;
      if (await readAs(language, excerpt, 'excerpts', where)) counts.excerptsRight++;
    }
    console.log(
      `${argument} ${language}: files ${counts.filesRight}/${counts.files}, excerpts ${counts.excerptsRight}/${counts.excerpts}`,
    );
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += counts[key];
  }
}
console.log(`in all: files ${totals.filesRight}/${totals.files}, excerpts ${totals.excerptsRight}/${totals.excerpts}`);
