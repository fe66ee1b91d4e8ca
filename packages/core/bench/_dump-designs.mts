import { writeFileSync } from 'node:fs';
import { DESIGN_CORPUS } from '../test/fixtures/designs/corpus.ts';

/* Child process (through tsx): the corpus designs satori draws correctly, as JSON at argv[2]. */
writeFileSync(process.argv[2] as string, JSON.stringify(DESIGN_CORPUS.filter((design) => design.satori)));
process.stdout.write('{}');
