import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionTypesSource } from './option-types.js';

const file = join(import.meta.dirname, '../src/pipeline/option-types.ts');
const before = readFileSync(file, 'utf8');
writeFileSync(file, optionTypesSource());
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
console.log(`${file}: ${readFileSync(file, 'utf8') === before ? 'up to date' : 'written'}`);
