import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Origin } from './fetch-source.ts';

/*
 * A source named on the command line: debian:NAME, npm:NAME@VERSION or git:OWNER/NAME, the last
 * at its local mirror's HEAD (GLYPHCAST_GIT_MIRRORS names the folder of `owner+name/repo` mirrors).
 */

const kindAndRest = (argument: string) => argument.split(/:(.*)/s) as [string, string?];

/** The project an argument names, as sources.ts names it (npm's without its version), read with no download. */
export function projectNameOf(argument: string): string {
  const [kind, rest = ''] = kindAndRest(argument);
  return kind === 'npm' ? rest.slice(0, rest.lastIndexOf('@')) : rest;
}

export function originOf(argument: string): Origin {
  const [kind, rest = ''] = kindAndRest(argument);
  if (kind === 'debian') return { kind, name: rest };
  if (kind === 'npm') {
    const at = rest.lastIndexOf('@');
    return { kind, name: rest.slice(0, at), version: rest.slice(at + 1) };
  }
  const mirrors = process.env.GLYPHCAST_GIT_MIRRORS ?? '';
  const commit = execFileSync(
    'git',
    ['--git-dir', join(mirrors, rest.replace('/', '+'), 'repo'), 'rev-parse', 'HEAD'],
    {
      encoding: 'utf8',
    },
  ).trim();
  return { kind: 'git', repo: rest, commit };
}
