import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARAMETER_PAGES, withParameterTables } from './parameter-tables.js';

const root = join(import.meta.dirname, '../../..');
for (const page of PARAMETER_PAGES) {
  const path = join(root, page);
  const before = readFileSync(path, 'utf8');
  const after = withParameterTables(before);
  if (after !== before) writeFileSync(path, after);
  console.log(`${page}: ${after === before ? 'up to date' : 'tables written'}`);
}
// Biome aligns the tables, as it does every Markdown page.
execFileSync('npx', ['biome', 'format', '--write', ...PARAMETER_PAGES], { cwd: root, stdio: 'inherit' });
