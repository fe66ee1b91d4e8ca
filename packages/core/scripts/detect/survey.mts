import { originOf } from './origin-argument.ts';
import { usableFiles } from './select-files.ts';

/*
 * How many usable files of each language candidate sources hold, before they are listed in
 * sources.ts. Arguments: debian:NAME, npm:NAME@VERSION or git:OWNER/NAME (the mirror's HEAD).
 * Run: npx tsx scripts/detect/survey.mts debian:nrepl-clojure npm:vitepress@1.6.4
 */

const extensions = process.env.SURVEY_EXTENSIONS ? JSON.parse(process.env.SURVEY_EXTENSIONS) : undefined;
for (const argument of process.argv.slice(2)) {
  try {
    const origin = originOf(argument);
    const files = usableFiles({
      id: argument,
      origin,
      licence: '',
      role: 'test',
      languages: [],
      extensions,
      all: true,
    });
    const counts = new Map<string, number>();
    for (const file of files) counts.set(file.language, (counts.get(file.language) ?? 0) + 1);
    const commit = origin.kind === 'git' ? ` @${origin.commit}` : '';
    console.log(
      `${argument}${commit}: ${[...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([l, n]) => `${l} ${n}`)
        .join(', ')}`,
    );
  } catch (error) {
    console.log(`${argument}: ${(error as Error).message.split('\n')[0]}`);
  }
}
