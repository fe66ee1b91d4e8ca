import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Origin } from './fetch-source.ts';

/*
 * A source named on the command line: debian:NAME, npm:NAME@VERSION or git:OWNER/NAME, the last
 * at its local mirror's HEAD (GLYPHCAST_GIT_MIRRORS names the folder of `owner+name/repo` mirrors).
 */

export function originOf(argument: string): Origin {
  const [kind, rest = ''] = argument.split(/:(.*)/s);
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
