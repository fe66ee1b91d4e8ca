import type { Origin } from './fetch-source.ts';
import type { ExtensionOverrides, HeaderLanguage } from './file-languages.ts';

/** One project the detection corpus takes files from, and what it is used for. */
export interface CorpusSource {
  /** Short name used in fixture file names. */
  id: string;
  origin: Origin;
  /** SPDX expression of the files taken. */
  licence: string;
  /** Training, tuning and the two measuring sets never share a source, nor a project. */
  role: 'train' | 'tune' | 'test' | 'holdout';
  /** The languages taken from this source. */
  languages: string[];
  /** What this project's `.h` files are written in. */
  headers?: HeaderLanguage;
  extensions?: ExtensionOverrides;
  exclude?: RegExp;
  keepVendored?: boolean;
  /** Every language its files hold (only when surveying a candidate). */
  all?: boolean;
}

export const debian = (name: string): Origin => ({ kind: 'debian', name });
export const npm = (name: string, version: string): Origin => ({ kind: 'npm', name, version });
export const git = (repo: string, commit: string): Origin => ({ kind: 'git', repo, commit });

export function source(
  id: string,
  role: CorpusSource['role'],
  licence: string,
  origin: Origin,
  languages: string[],
  options: Pick<CorpusSource, 'headers' | 'extensions' | 'exclude' | 'keepVendored'> = {},
): CorpusSource {
  return { id, role, licence, origin, languages, ...options };
}
