import {
  CPP_ONLY,
  countMarks,
  DOCKER_INSTRUCTION,
  DOCKERFILE,
  ELIXIR_MARKS,
  LUA_MARKS,
  looksLikeJsonFragment,
  looksLikeScala,
  looksLikeSql,
  looksLikeYaml,
  MAKEFILE,
  MARKDOWN_ONLY,
  OBJECTIVE_C,
  PERL_ONLY,
  PHP_ONLY,
  POWERSHELL_MARKS,
  R_ASSIGNMENT,
  RUBY_MARKS,
  SCSS_ONLY,
  SCSS_STRONG,
  startsLikeToml,
  TYPESCRIPT_ONLY,
} from './syntax-marks.js';

/*
 * Corrections of the classifier's answer, tried in order; the first that applies wins. Two
 * kinds: a superset answer stands only with the superset's own syntax (C++ over C, SCSS over
 * CSS, TypeScript over JavaScript, Markdown over prose), and constructs that belong to one
 * language decide it (Dockerfile instructions, Make's rules, Scala's `def …: T =`, PowerShell's
 * cmdlets, R's `<-`…), some only against the answers the model confuses them with.
 */

interface Correction {
  answer: string;
  applies(language: string, code: string): boolean;
}

const among = (...languages: string[]) => new Set(languages);
const RUBY_NEIGHBOURS = among('yaml', 'python', 'kotlin', 'scala', 'text', 'perl', 'c');
const R_NEIGHBOURS = among('toml', 'ruby', 'c', 'python', 'text', 'markdown', 'kotlin');
const LUA_NEIGHBOURS = among('python', 'ruby', 'kotlin', 'text');

const CORRECTIONS: Correction[] = [
  { answer: 'docker', applies: (_, code) => DOCKERFILE.test(code) && DOCKER_INSTRUCTION.test(code) },
  { answer: 'make', applies: (_, code) => MAKEFILE.test(code) },
  { answer: 'yaml', applies: (language, code) => language !== 'yaml' && looksLikeYaml(code) },
  { answer: 'scala', applies: (language, code) => language !== 'scala' && looksLikeScala(code) },
  { answer: 'r', applies: (language, code) => R_NEIGHBOURS.has(language) && R_ASSIGNMENT.test(code) },
  { answer: 'perl', applies: (language, code) => language === 'php' && PERL_ONLY.test(code) && !PHP_ONLY.test(code) },
  { answer: 'php', applies: (language, code) => language === 'perl' && PHP_ONLY.test(code) && !PERL_ONLY.test(code) },
  { answer: 'lua', applies: (language, code) => LUA_NEIGHBOURS.has(language) && countMarks(LUA_MARKS, code) >= 2 },
  { answer: 'ruby', applies: (language, code) => RUBY_NEIGHBOURS.has(language) && countMarks(RUBY_MARKS, code) >= 2 },
  {
    answer: 'powershell',
    applies: (language, code) => language !== 'powershell' && countMarks(POWERSHELL_MARKS, code) >= 2,
  },
  { answer: 'elixir', applies: (language, code) => language !== 'elixir' && countMarks(ELIXIR_MARKS, code) >= 2 },
  { answer: 'scss', applies: (language, code) => language !== 'scss' && SCSS_STRONG.test(code) },
  {
    answer: 'objective-c',
    applies: (language, code) => (language === 'c' || language === 'cpp') && OBJECTIVE_C.test(code),
  },
  { answer: 'toml', applies: (language, code) => language !== 'python' && language !== 'ruby' && startsLikeToml(code) },
  { answer: 'json', applies: (_, code) => looksLikeJsonFragment(code) },
  { answer: 'sql', applies: (language, code) => language !== 'sql' && looksLikeSql(code) },
  { answer: 'c', applies: (language, code) => language === 'cpp' && !CPP_ONLY.test(code) },
  { answer: 'scss', applies: (language, code) => language === 'css' && /\$[a-z][\w-]*/i.test(code) },
  { answer: 'css', applies: (language, code) => language === 'scss' && !SCSS_ONLY.test(code) },
  { answer: 'javascript', applies: (language, code) => language === 'typescript' && !TYPESCRIPT_ONLY.test(code) },
  { answer: 'text', applies: (language, code) => language === 'markdown' && !MARKDOWN_ONLY.test(code) },
];

export function disambiguate(language: string, code: string): string {
  return CORRECTIONS.find((correction) => correction.applies(language, code))?.answer ?? language;
}
