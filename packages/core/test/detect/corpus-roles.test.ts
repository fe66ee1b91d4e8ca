import { describe, expect, it } from 'vitest';
import { ADDED_TRAINING_SOURCES } from '../../scripts/detect/added-training-sources.js';
import type { CorpusSource } from '../../scripts/detect/corpus-source.js';
import { comparableHead, measuredHeads } from '../../scripts/detect/measured-heads.js';
import { SOURCES } from '../../scripts/detect/sources.js';

/* The corpus keeps its sets apart: what is learnt from is never what is measured. */

const projectOf = ({ origin }: CorpusSource): string =>
  origin.kind === 'git' ? `git:${origin.repo.toLowerCase()}` : `${origin.kind}:${origin.name}`;
/** A package's name as its project's: Debian's `rust-serde`, `r-cran-dplyr` and `libmoose-perl`, npm's `@picocss/pico`. */
const nameOf = ({ origin }: CorpusSource): string =>
  (origin.kind === 'git' ? (origin.repo.split('/')[1] as string) : origin.name)
    .toLowerCase()
    .replace(/^@[^/]+\//, '')
    .replace(
      /^(?:rust|r-cran|node|python3?|golang|ruby|elpa|php|lua|ocaml|haskell|libghc)-|^lib(?=.*-perl$)|-perl$/g,
      '',
    )
    .replace(/[^a-z0-9]/g, '');
const ownerOf = ({ origin }: CorpusSource): string | undefined =>
  origin.kind === 'git' ? origin.repo.split('/')[0]?.toLowerCase() : undefined;

describe('detection corpus', () => {
  it('gives every project one role and every source its own id', () => {
    const roles = new Map<string, Set<string>>();
    for (const source of SOURCES) {
      const project = projectOf(source);
      roles.set(project, (roles.get(project) ?? new Set()).add(source.role));
    }
    const shared = [...roles].filter(([, set]) => set.size > 1).map(([project]) => project);
    expect(shared).toEqual([]);
    const ids = SOURCES.map((source) => source.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('adds training projects whose owners hold no held-out project', () => {
    const heldOutOwners = new Set(SOURCES.filter((source) => source.role === 'holdout').map(ownerOf));
    const clashes = ADDED_TRAINING_SOURCES.filter((source) => heldOutOwners.has(ownerOf(source)));
    expect(ADDED_TRAINING_SOURCES.every((source) => source.role === 'train')).toBe(true);
    expect(clashes.map((source) => source.origin)).toEqual([]);
  });

  it('adds no training project that another role takes from a package (zod on npm, serde in Debian)', () => {
    const measured = new Set(SOURCES.filter((source) => source.role !== 'train').map(nameOf));
    const taken = ADDED_TRAINING_SOURCES.filter((source) => measured.has(nameOf(source))).map((source) => source.id);
    expect(taken).toEqual([]);
  });

  it('knows every measured file by its first lines, whatever white space ends it', () => {
    const heads = measuredHeads();
    expect(heads.size).toBeGreaterThan(3500);
    const [someHead] = heads;
    expect(heads.has(comparableHead(`${someHead}\n\n`))).toBe(true);
    expect(heads.has(comparableHead(`// a line no fixture starts with\n${someHead}`))).toBe(false);
  });
});
