/*
 * Constructs that belong to one language (or are missing from it), as the corrections in
 * disambiguate.ts read them. Each pattern is linear in the text: no nested quantifiers.
 */

/** How many of `marks` the text has. */
export function countMarks(marks: readonly RegExp[], code: string): number {
  return marks.filter((mark) => mark.test(code)).length;
}

export const DOCKERFILE = /^FROM\s+\S+/im;
export const DOCKER_INSTRUCTION = /^(?:RUN|COPY|ADD|WORKDIR|ENV|ARG|CMD|ENTRYPOINT|EXPOSE|LABEL|USER|VOLUME)\s/m;
/** Lines that open with Dockerfile instructions (`ARG NB_USER="jovyan"`, `ENV PATH=…`): two are a Dockerfile's, FROM or not. */
const DOCKER_INSTRUCTION_LINES =
  /^(?:RUN|COPY|ADD|WORKDIR|ENV|ARG|CMD|ENTRYPOINT|EXPOSE|LABEL|USER|VOLUME|HEALTHCHECK|SHELL)\s+\S/gm;
export const hasDockerInstructions = (code: string) => (code.match(DOCKER_INSTRUCTION_LINES)?.length ?? 0) >= 2;
/**
 * The assembler's own lines: a section or alignment directive, a target directive (`.arch`,
 * `.syntax`) or a data directive at a line's start (not a C initialiser's `.size = …`), a
 * local label, an instruction on a register (`%eax`, `rax`, `x0`, `r4`) or an immediate (`$1`).
 */
export const ASSEMBLY_MARKS = [
  /^\s*\.(?:text|data|bss|section|(?:p2|b)?align|globl|global)\b(?!\s*=)/m,
  /^\s*\.(?:syntax|arch|cpu|fpu|arm|thumb|code(?:16|32|64))\b(?!\s*=)/m,
  /^\s*\.(?:long|quad|byte|short|word|ascii|asciz|string|type|size)\s+[^=\s]/m,
  /^\s*\.L\w+:/m,
  /^\s+(?:mov[a-z]*|(?:add|sub|xor|and|orr?|cmp|lea|push|pop|call)[lqwb]?|ldr|str|ldp|stp|jmp|bl?|v?pxor)\s+(?:%[a-z]|\$|[rxwvq]\d+\b|[er]?[a-d]x\b|[er][sb]p\b|[er][sd]i\b)/m,
];
export const OBJECTIVE_C = /^\s*(?:@interface|@implementation|@protocol|@end\b|#import\s*[<"])/m;
/**
 * Make's own: `.PHONY`, conditionals, a rule over a tab-indented recipe (not C++'s `public:` over
 * a tab-indented member, nor a switch's `default:`), variables assigned with
 * `:=`, `+=` or `?=` (`CFLAGS +=`, GNUstep's `Tool_OBJC_FILES +=`) or over a reference, `$$(`, and
 * GNU Make's functions outside a string (`$(warning …)`, `$(patsubst …)`; a shell's `$(sort …)`
 * runs a command).
 */
export const MAKEFILE =
  /^\.PHONY\s*:|^(?:ifeq|ifneq|ifdef|ifndef|endef)\b|^(?!(?:public|private|protected|default)\s*:)[\w.$()/%-]+\s*:(?![=:])[^\n]*\n\t\S|^(?:[A-Z][A-Z0-9_]*|\w+_[A-Z][A-Z0-9_]*)\s+(?::=|\+=|\?=)|^[A-Z][A-Z0-9_]*\s+=\s[^\n]*\$[({]|\$\$\(|(?<!["'])\$\((?:warning|error|info|call|wildcard|patsubst|subst|addprefix|addsuffix|foreach|filter-out|filter|notdir|abspath|findstring|firstword|lastword) /m;
const YAML_TOP_LEVEL = /^(?:[\w.-]+|"[^"\n]*"|'[^'\n]*'):(?:\s|$)/;
const TOML_LINE = /^(?:\[\[?[\w.\-" ]+\]\]?\s*$|[\w.-]+\s*=\s*(?:"|'|\d|true\b|false\b|\[|\{))/;
/** A standard C++ header included: it has no extension (`<vector>`, `<cstdio>`; C's end in `.h`). */
const CPP_STANDARD_HEADER = String.raw`#include\s*<[a-z_]+>`;
/** A line that includes a standard C++ header (HTML would escape its `<`: `&lt;fstream&gt;`). */
export const CPP_STANDARD_HEADER_LINE = new RegExp(`^${CPP_STANDARD_HEADER}`, 'm');
/**
 * A C++ header included: a standard one, a project's `.hpp`, `.hh` or `.hxx`, or the `.cpp`
 * files a unity build includes.
 */
export const CPP_INCLUDE = new RegExp(
  String.raw`${CPP_STANDARD_HEADER}|#include\s*["<][^">\n]+\.(?:hpp|hh|hxx|cpp|cc|cxx)[">]`,
);
/**
 * C++'s syntax that C never writes: a string streamed (`LOG(INFO) << "info"`), a namespace block,
 * a qualified name (`bgfx::Init`), a class with a base or a body, a template, `nullptr`, a
 * reference parameter (`const Option& opt)`).
 */
export const CPP_DECISIVE =
  /<<\s*"|\bnamespace\s+\w+\s*\{|\b[A-Za-z_]\w*::[A-Za-z_~]\w*|\bclass\s+[A-Z]\w*\s*(?::\s*(?:public|private|protected)\b|\{)|\btemplate\s*<|\bnullptr\b|\b[A-Z]\w*&\s+\w+\s*[,)]/;
export const CPP_ONLY = new RegExp(
  String.raw`${CPP_DECISIVE.source}|::|\bclass\s+\w|\bnamespace\b|\b(?:public|private|protected):|${CPP_INCLUDE.source}|\bconstexpr\b|\boverride\b|\btypename\b|\busing\s+\w|\bnew\s+\w|\bdelete\s+\w|\boperator\b`,
);
/** Constructs only Scala has (Kotlin says `fun`, Python ends `def` lines with a colon). */
const SCALA_MARKS = [
  /\bprivate\[\w+\]/,
  /\bdef \w+(?:\[[^\]\n]*\])?(?:\([^)\n]*\))*\s*:\s*[\w.[\]]+\s*=/,
  /\bimplicit\s+(?:def|val|class|object)\b/,
  /\bcase class\b/,
  /\bsealed (?:trait|abstract class)\b/,
  /\b(?:object|trait) \w+(?:\[[^\]\n]*\])? (?:extends|\{)/,
  /\bextends \w+(?:\[[^\]\n]*\])? with \w+/,
  /\[\w+\[_\]\]/,
  /(?::|=>) Unit\b/,
];
/**
 * Jenkins pipelines (Groovy): declarative blocks, the steps people write most, and Groovy's
 * literals (`[:]`, the empty map, which Swift writes too, so two marks are asked for; a list or
 * map assigned with `def`, which Scala writes `List(…)`).
 */
export const GROOVY_MARKS = [
  /^\s*pipeline\s*\{/m,
  /^\s*(?:stage|node)\s*\([^)\n]*\)\s*\{/m,
  /^\s*(?:stages|steps)\s*\{/m,
  /^\s*agent\s+(?:any|none|\{)/m,
  /\bwithCredentials\s*\(\s*\[/,
  /\bsshagent\s*\(\s*(?:credentials\s*:|\[)/,
  /\[:\]/,
  /^\s*def\s+\w+\s*=\s*\[/m,
];
/** PowerShell's cmdlets (Verb-Noun), comparison operators, typed literals and automatic variables. */
export const POWERSHELL_MARKS = [
  /\b(?:Get|Set|New|Remove|Add|Test|Invoke|Write|Out|Select|Where|ForEach|Format|Start|Stop|Import|Export|Join|Split|Resolve|ConvertTo|ConvertFrom|Install|Update)-[A-Z][A-Za-z]+/,
  /\s-(?:eq|ne|lt|gt|le|ge|like|ilike|match|imatch|notmatch|contains|notcontains|in|notin|and|or|not|replace|split|join|is|isnot|bor|band)\s/,
  // Variable names are case-insensitive: `$Env:Path`, `$True`, `$LastExitCode`.
  /\$(?:true|false|null|_|PSScriptRoot|PSVersionTable|env:\w+|script:\w+|global:\w+|LASTEXITCODE)\b/i,
  // A static member of a .NET type: `[System.IO.Path]::Combine(…)`.
  /\[[A-Z][\w.]*\]::[A-Z]\w*/,
  // The other approved verbs, rarer in commands and common in hyphenated English, only where a
  // command starts (a line, a pipe, a parenthesis) and followed by a parameter, a variable, a
  // string or nothing: `Read-Only volumes` is prose.
  /(?:^|[|(])[ \t]*(?:Assert|Build|Clear|Compare|Confirm|Connect|Copy|Disable|Disconnect|Enable|Enter|Exit|Expand|Find|Group|Initialize|Measure|Merge|Move|Pop|Publish|Push|Read|Receive|Register|Rename|Reset|Restart|Restore|Save|Send|Show|Sort|Uninstall|Unregister|Wait)-[A-Z][a-z][A-Za-z]*(?=[ \t]+[-$"'(@|]|[ \t]*$)/m,
  /\[(?:Parameter|CmdletBinding|PSCustomObject|ValidateSet|switch|scriptblock|string\[\])\b/,
  /^\s*param\s*\(/m,
  /@\{\s*(?:\w+\s*=|$)/m,
];
/** Ruby's blocks and keywords, for answers that Ruby is not near (Lua and Elixir also close with `end`). */
export const RUBY_MARKS = [
  /\belsif\b/,
  /\bdo\s*\|[\w, ]+\|/,
  /\{\s*\|[\w, ]+\|/,
  /^\s*end\s*$/m,
  /\.to_[sfia]\b/,
  /\battr_(?:reader|writer|accessor)\b/,
  /\brequire(?:_relative)?\s+['"]/,
  /\bputs\s/,
  /^\s*@\w+\s*=/m,
  /\bunless\s/,
];
export const R_ASSIGNMENT = /^\s*[\w.]+\s*<-\s/m;
/** Perl's declarations and operators, one mark each (Ruby shares `=~`, so two are needed). */
export const PERL_MARKS = [
  /\bmy\s+[$@%]\w/,
  /^\s*package\s+\w+(?:::\w+)+\s*;/m,
  /^\s*use\s+(?:strict|warnings|\w+(?:::\w+)+)\b[^;\n]*;/m,
  /\bsub\s+\w+\s*\{/,
  /\$self->/,
  /=~\s*[ms]?\//,
  /\bqw[(/{]/,
];
/**
 * Perl against PHP alone, where one mark decides (PERL_MARKS, against any answer, needs two):
 * PHP writes none of these, not even an anonymous `sub {` or a `use` naming `A::B`.
 */
export const PERL_ONLY =
  /\bmy\s+[$@%]|\bsub\s*\{|\bsub\s+\w+|^\s*use\s+\w+(?:::\w+)+[^;\n]*;|\$self->|=~\s*[ms]?\/|\bqw[(/{]/m;
export const PHP_ONLY =
  /\$this->|\bfunction\s+\w+\s*\(|\bnew\s+\\?[A-Z]\w*\s*\(|\w::\w+\(\$|\bnamespace\s+[\w\\]+;|^\s*use\s+[\w\\]+\\\w+;|<\?php/m;
/** Lua's locals, metatables, `then` and `~=` (Ruby and Python close or indent their blocks otherwise). */
export const LUA_MARKS = [
  /\blocal\s+\w+/,
  /\bthen\b/,
  /~=/,
  /\b(?:setmetatable|getmetatable|ipairs|pairs)\s*\(/,
  /^\s*end\s*$/m,
  /\bfunction\s+[\w.:]+\s*\(/,
];
/** Sass's own at-rules as statements (not `'@use-gesture/react'`), or a `$variable: value;` line. */
export const SCSS_STRONG = /(?:^|[{;])\s*@(?:mixin|include|use|forward)\s+[\w"'$.-]|^\s*\$[\w-]+\s*:[^;\n]+;\s*$/m;
/** Elixir's modules, pipes, maps, attributes and tagged tuples (Ruby shares `def` and `do … end`). */
export const ELIXIR_MARKS = [
  /\bdefmodule\b/,
  /\bdefp\s/,
  /\|>/,
  /%\{/,
  /@(?:moduledoc|doc|impl|spec|behaviour)\b/,
  /\{:(?:ok|error),/,
  /,\s*do:/,
  /\bfn\b[^\n]*->/,
];
/**
 * Gleam's modules imported by path (`import gleam/io`: Python's, Elixir's and Haskell's are
 * dotted) or with names taken from them (`import lustre/element.{text}`; one line is one mark),
 * its asserting `let`, its foreign functions, and a function whose body is a block after an
 * optional capitalised return type (Rust's too: one of two).
 */
export const GLEAM_MARKS = [
  /^import [a-z_]\w*(?:\/[a-z_]\w*)+(?: as |\s*$)/m,
  /^import [a-z_][\w/]*\.\{/m,
  /\blet assert\b/,
  /^@external\((?:erlang|javascript), /m,
  /^(?:pub )?fn [a-z_]\w*\([^)\n]*\)(?: -> [A-Z][\w.]*(?:\([^)\n]*\))?)? \{$/m,
];
/** A Sass variable (`$spacer`): CSS writes none. */
export const SCSS_VARIABLE = /\$[A-Za-z][\w-]*/;
/**
 * A function of a Sass module called in a declaration's value (`border-radius: cv.getVar(…)`), or
 * a partial imported by its relative path alone or as `.scss` (`@import "../fieldset";`): CSS
 * has no modules, and imports a `.css` file, a `url(…)` or a package (`@import "tailwindcss";`).
 */
export const SASS_MODULE_CALL =
  /:\s[^;\n]*\b[a-z][\w-]*\.[a-z][\w-]*\(|@import\s+["'](?:\.{1,2}\/(?:[^"'\n]*\/)?[^"'\n/.]+|[^"'\n]+\.scss)["']/;
export const SCSS_ONLY = new RegExp(
  String.raw`${SASS_MODULE_CALL.source}|${SCSS_VARIABLE.source}|@(?:mixin|include|use|forward|extend|if|each|function|return)\b|#\{|&[:.\w-]|^\s*\/\/|%[\w-]+\s*\{`,
  'm',
);
export const TYPESCRIPT_ONLY =
  /\b(?:interface|type|enum|declare|namespace)\s+[A-Z_$][\w$]*|\bimport\s+type\b|\bexport\s+type\b|\bas\s+(?:const|any|unknown|string|number)\b|\b(?:private|public|protected|readonly)\s+\w+|[\w)]\s*[?!]?:\s*(?:string|number|boolean|any|unknown|void|never|Record<|Promise<|Array<)\s*[,);=>{|<[]|\}:\s*[A-Z][\w.]*(?:<[^>\n]*>)?\)|(?:\b(?:let|const|var)\s+[\w$]+|\(\s*[\w$]+\??|\))\s*:\s*[A-Z][\w.]*(?:<[^>]*>)?(?:\[\])?\s*[,);=>{|]|[\w$]\?:\s*[\w$({[]|(?:^|\n)\s*(?:(?:private|public|protected|readonly|static)\s+)*[\w$]+\??\s*:\s*[A-Z][\w.]*(?:<[^>]*>)?(?:\[\])?\s*;|\bkeyof\s|\bsatisfies\s+[A-Z\w]|\bimplements\s+[A-Z]\w*|\babstract\s+class\b|\bfunction\s*[\w$]*\s*<[A-Z]\w*(?:\s+extends\b[^>]*)?>\s*\(|[\w)\]]!(?:\.[\w$]|[;,)\]])|[\w)]\s*\??:\s*(?:string|number|boolean)\[\]|\(\s*[\w$]+\??:\s*[a-z_$][\w$]*\.[A-Z][\w$]*(?:<[^>]*>)?\s*[,)=]|(?:\bnew\s+|\b)[\w$]+<(?:string|number|boolean|any|unknown|[A-Z][\w$.]*)(?:\[\])?(?:\s*[|,]\s*(?:string|number|boolean|null|undefined|[A-Z][\w$.]*)(?:\[\])?)*>\(/;
/** Strings, comments and template text: where `the type Foo` or `name: String` says nothing of syntax. */
const STRINGS_AND_COMMENTS = /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** The code with each string (quoted or back-quoted) emptied and each comment removed. */
export function withoutStringsAndComments(code: string): string {
  return code.replace(STRINGS_AND_COMMENTS, '""');
}

/** A module imported by its TypeScript file's name (`from "./utils/color.ts"`): JavaScript imports JavaScript. */
const TYPESCRIPT_IMPORT = /^\s*(?:import|export)\b[^\n]*\bfrom\s*["'][^"'\n]+\.tsx?["']/m;

/** TypeScript's own syntax in the code itself, its strings and comments left out, or a TypeScript import. */
export function hasTypeScriptSyntax(code: string): boolean {
  return TYPESCRIPT_ONLY.test(withoutStringsAndComments(code)) || TYPESCRIPT_IMPORT.test(code);
}
/** JavaScript's own syntax, none of it Go's: ES imports, `function`, strict equality, `var`/`let`. */
export const JAVASCRIPT_MARKS = [
  /^\s*import\s+(?:\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)\s+from\s+["']/m,
  /\bfunction\b\s*[\w$]*\s*\(/,
  /[!=]==/,
  /^\s*(?:var|let)\s+[\w$]+\s*[=,;]/m,
];

/** Every unindented line is `key:` or `key: value`, and there are a few of them: a YAML mapping. */
export function looksLikeYaml(code: string): boolean {
  if (/^\t/m.test(code)) return false;
  const topLevel = code.split('\n').filter((line) => /^[^\s#]/.test(line) && line !== '---');
  return (
    topLevel.length >= 2 &&
    topLevel.every((line) => YAML_TOP_LEVEL.test(line)) &&
    topLevel.some((line) => /:\s+\S/.test(line))
  );
}

/** A line of a YAML sequence or of the mappings in it: `- 'quoted'`, `- key: value`, `  key: value`, `key:`. */
const YAML_SEQUENCE_LINE = /^\s*(?:- +)?(?:[a-z_][\w.-]*:(?:[ \t]+\S.*)?|'[^'\n]*'|"[^"\n]*")\s*$/;
/**
 * Indented lines that are all a YAML sequence's items, one of them quoted or a mapping's (`- 'x'`,
 * `- series: 'up'`): Markdown's bullets hold words, and no code starts its lines with `- `.
 */
export function looksLikeYamlSequence(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim() && !/^\s*#/.test(line));
  return (
    lines.length >= 3 &&
    lines.every((line) => YAML_SEQUENCE_LINE.test(line)) &&
    lines.some((line) => /^\s*- +(?:'|"|[a-z_][\w.-]*:\s)/.test(line))
  );
}

const INI_SECTION = /^\[[A-Za-z][^\]\n]*\]$/;
const INI_COMMENT = /^[;#]/;
const INI_PAIR = /^([A-Za-z][\w .()-]*?)\s*=\s*(.*)$/;
/** A value that is code: a call, a member, a construction, a statement's end. */
const CODE_VALUE = /\w\(|\w\.\w|^new\s|[;{}]\s*$/;
/** A value TOML cannot hold unquoted: text, a path or an address (`/opt/x`, `~/x`, `:3031`). */
const BARE_TEXT = /^(?!(?:true|false|inf|nan)\b)[A-Za-z/:~]/;

/**
 * `FrameRate=…`, `ExecStart=…`: a capitalised mixed-case key tight against its sign, the value no
 * call and no statement (MATLAB's `Fs=1000;`). A shell's variables are lower or upper case; TOML
 * spaces its sign.
 */
const TIGHT_CAPITALISED_PAIR = /^[A-Z][\w.-]*[a-z][\w.-]*=(?![^\n]*(?:\w\(|;\s*$))[^\s=]/;
/**
 * A value of words alone (`Description = Ask for passwords`): TOML quotes its text, and code
 * assigns one expression, not a phrase (its keywords excepted: `x = not done`, `y = await z`).
 */
const BARE_PHRASE =
  /^(?!(?:not|await|yield|typeof|new|lambda|if|async|import|require|function|fun|fn|do|case|match|try|and|or|in|is|of|as|from|const|let|var|val)\b)[A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*)+[.!?]?$/;
/** `Key.Name="text"`: no space around the sign, the value quoted and nothing after it. */
const TIGHT_QUOTED_PAIR = /^[A-Za-z][\w.-]*="(?:[^"\\\n]|\\.)*"$/;

/**
 * INI by what no other label writes: every line a section, a comment or a `key = value` pair,
 * with a value in bare text (TOML quotes its strings) and a section or a capitalised key with a
 * space in it (no programming language names a variable so), or a value of words alone.
 * Translation tables, systemd units.
 * Or every pair written `Key.Name="text"`, as OBS Studio's and many apps' locale files are: TOML
 * puts spaces around its sign, and a shell variable's name holds no dot. Or every key
 * capitalised and tight against its sign, as systemd units, desktop entries and those locale
 * files write them. Or pairs beside an empty value (`extras =`) or a `;` comment, as uWSGI's
 * and PHP's files write them.
 */
export function looksLikeIni(code: string): boolean {
  let sections = 0;
  let pairs = 0;
  let spacedKeys = 0;
  let bareValues = 0;
  let tightQuoted = 0;
  let dottedKeys = 0;
  let tightCapitalised = 0;
  let phrases = 0;
  let emptyValues = 0;
  let semicolonComments = 0;
  let declarations = 0;
  for (const raw of code.split('\n')) {
    const line = raw.replace(/^\uFEFF/, '').trim();
    if (line.startsWith(';')) semicolonComments++;
    if (!line || INI_COMMENT.test(line)) continue;
    if (INI_SECTION.test(line)) {
      sections++;
      continue;
    }
    const pair = INI_PAIR.exec(line);
    if (!pair) return false;
    pairs++;
    if (TIGHT_QUOTED_PAIR.test(line)) tightQuoted++;
    if ((pair[1] as string).includes('.')) dottedKeys++;
    if (TIGHT_CAPITALISED_PAIR.test(line)) tightCapitalised++;
    const text = BARE_TEXT.test(pair[2] as string);
    if (text) bareValues++;
    if (pair[2] === '') emptyValues++;
    if (/^[a-z]\w* /.test(pair[1] as string)) declarations++;
    if (BARE_PHRASE.test(pair[2] as string) && !/^[A-Z0-9_]+$/.test(pair[1] as string)) phrases++;
    // `Buffer size = Taille du tampon`. A lower-case first word is a declaration (`local x = …`),
    // and a type's name before a variable's holds code or a literal (`String name = "x"`).
    if (/^[A-Z]\S* /.test(pair[1] as string) && text && !CODE_VALUE.test(pair[2] as string)) spacedKeys++;
  }
  // A dotted key among them: a shell's variables hold none.
  if (pairs >= 2 && tightQuoted === pairs && dottedKeys >= 1) return true;
  if (pairs >= 2 && tightCapitalised === pairs) return true;
  if (pairs >= 2 && phrases >= 1) return true;
  // `extras =` holds nothing, which TOML and code never write (`let f x =` is a declaration,
  // not a key); a `;` comment is INI's own.
  if (pairs >= 2 && declarations === 0 && (emptyValues >= 1 || semicolonComments >= 1) && bareValues + emptyValues >= 1)
    return true;
  return pairs >= 2 && bareValues >= 1 && (sections >= 1 || spacedKeys >= 1);
}

/** TOML whose values are long prose (release notes, descriptions) reads as prose to the model. */
export function startsLikeToml(code: string): boolean {
  const first = code
    .split('\n')
    .filter((line) => /^[^\s#]/.test(line))
    .slice(0, 3);
  return first.length >= 2 && first.every((line) => TOML_LINE.test(line));
}

const JSON_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;
const JSON_NUMBER = String.raw`-?\d[\d.eE+-]*`;
const JSON_LINE = new RegExp(
  String.raw`^\s*(?:${JSON_STRING}\s*:\s*(?:${JSON_STRING}|${JSON_NUMBER}|true|false|null|\{|\[)|${JSON_STRING}|${JSON_NUMBER}|[\]}]+|[[{])\s*,?\s*$`,
);

const SQL_STATEMENT =
  /^\s*(?:select\s+(?:distinct\s+)?[\w*."(]|insert\s+into\s|update\s+[\w."]+\s+set\s|delete\s+from\s|create\s+(?:or\s+replace\s+)?(?:unique\s+)?(?:table|function|index|view|trigger|schema|type|extension|procedure|sequence)\s|drop\s+(?:table|function|index|view|trigger|schema|type|sequence)\s|alter\s+table\s|grant\s+\w+(?:\s*,\s*\w+)*\s+on\s)/gim;
const SQL_MARK = /;\s*$|^\s*--\s|::\w|\b(?:varchar|bigint|timestamptz|boolean|serial|jsonb)\b/im;

/** Two statements, or one and another mark of SQL, in either letter case. */
export function looksLikeSql(code: string): boolean {
  const statements = code.match(SQL_STATEMENT)?.length ?? 0;
  return statements >= 2 || (statements === 1 && SQL_MARK.test(code));
}

/** A cut from the middle of a JSON document: every line a member, a string, a number or a bracket. */
export function looksLikeJsonFragment(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim());
  return (
    lines.length >= 2 &&
    lines.every((line) => JSON_LINE.test(line)) &&
    lines.some((line) => line.includes('"')) &&
    !lines.some((line, index) => missesComma(line, lines[index + 1]))
  );
}
/** JSON separates its items with commas: a value's line followed by another item without one is not JSON (Go's imports). */
const missesComma = (line: string, next: string | undefined) =>
  next !== undefined && !/[,{[]\s*$/.test(line) && /^\s*["\d-]/.test(next);

export function looksLikeScala(code: string): boolean {
  if (/\bfun \w+/.test(code) || /^\s*def [^\n]*:\s*$/m.test(code)) return false;
  return countMarks(SCALA_MARKS, code) >= 2;
}

/** Astro's frontmatter (code between two `---` lines at the top), its `Astro` global or its directives. */
export const ASTRO =
  /^---\s*\n(?:[^\n]*\n){0,80}?\s*(?:import|const|let|export|interface|type)\b[^\n]*\n(?:[^\n]*\n){0,80}?---\s*$|\bAstro\.(?:props|url|params|slots|request|redirect|cookies|locals|site|glob)\b|\s(?:set:html|set:text|class:list|is:inline|is:raw|define:vars|client:(?:load|idle|visible|media|only)|transition:(?:persist|name|animate))\b/m;
/**
 * A file that opens with Astro's frontmatter and imports in it: the fence need not close within
 * the lines at hand (front matter elsewhere holds YAML's keys, not imports).
 */
export const ASTRO_FRONTMATTER_OPENING = /^---[ \t]*\n(?:[ \t]*\/\/[^\n]*\n)*[ \t]*import\s[^\n]*\bfrom\s/;
/** Svelte 5's runes (`$props()`, `$state(0)`, `$derived.by(…)`): no other language calls them. */
export const SVELTE_RUNE = /\$(?:state|derived|props|effect|bindable)\s*[.(]/;
/** An attribute whose value is an expression in braces (`src={logo}`), which HTML never writes. */
export const BRACED_ATTRIBUTE = /<[\w-]+[^<>]*\s[\w-]+=\{/;
const VUE_BLOCKS = /^<template(?:\s[^>\n]*)?>\s*$[\s\S]*^<\/template>\s*$|<script\b[^>\n]*\ssetup\b/m;
const VUE_TEMPLATE_FIRST = /^\s*<template(?:\s[^>\n]*)?>\s*\n/;
/**
 * A Vue file's template block, opened and closed at the start of a line or opening the file (no
 * HTML page starts with one), or its `<script setup>`.
 */
export const hasVueOwnSyntax = (code: string) => VUE_BLOCKS.test(code) || VUE_TEMPLATE_FIRST.test(code);
/** Svelte's blocks, directives and elements: its template's own. */
export const SVELTE_TEMPLATE_MARKS = [
  /\{[#:/@](?:if|each|await|key|snippet|else|then|catch|html|render|debug|const)\b/,
  /\s(?:on|bind|class|use|transition|in|out|animate|let):[\w|]+=?/,
  /<svelte:\w+/,
];
/** A module script (`<script context="module">`, Svelte 5's `<script module>`): Svelte's alone. */
export const SVELTE_MODULE_SCRIPT = /<script\b[^>\n]*\s(?:context=["']module["']|module\b)/;
/** A component that opens with its script, as Svelte's do (TSX and JavaScript files never open with a tag). */
export const OPENS_WITH_SCRIPT = /^\s*<script[\s>]/;
/** Svelte's template marks and its script's: reactive statements, runes, props exported. */
export const SVELTE_MARKS = [...SVELTE_TEMPLATE_MARKS, /^\s*\$:\s/m, SVELTE_RUNE, /^\s*export let \w+/m];
/** Vue's template, directives and compiler macros. */
export const VUE_MARKS = [
  /^<template[\s>]/m,
  /\sv-(?:if|else-if|else|for|model|bind|on|show|slot|html|text)\b/,
  /\s[:@#][\w.-]+="/,
  /<script\s+setup\b/,
  /\bdefine(?:Props|Emits|Expose|Model|Slots)\s*[<(]/,
];
/**
 * Rust's module declarations (`mod util;`, `pub(crate) mod json;`) and its attributes
 * (`#[derive(…)]`, `#[macro_use]`, `#![allow(…)]`): PHP's attributes are capitalised classes.
 */
export const RUST_MARKS = [
  /^\s*(?:pub(?:\([\w:]+\))?\s+)?mod [a-z_][a-z\d_]*;/m,
  /^\s*#!?\[(?:macro_use|derive\(|cfg\(|cfg_attr\(|test\]|allow\(|warn\(|deny\(|must_use)/m,
];
/** Crystal's types (`x : Int32`, `Array(String)`, `of T`), macros and declarations Ruby has not. */
export const CRYSTAL_MARKS = [
  /\bdef [\w.?!]+\([^)\n]*\w : [A-Z]/,
  // A return type on a method without parameters (`def name : Nil`), and a macro's definition.
  /\bdef [\w.?!]+ : [A-Z]/,
  /^\s*macro [a-z_]\w*(?:\(|$)/m,
  /\)\s*:\s*[A-Z][\w:]*(?:\([^)\n]*\))?\??\s*$/m,
  /@\w+ : [A-Z]/,
  /\b(?:property|getter|setter)[?!]? \w+ : [A-Z]/,
  /\b(?:Array|Hash|Set|Tuple|Proc|Channel)\([A-Z]/,
  /\] of [A-Z]/,
  /\{%[^%\n]*%\}|\{\{[^}\n]*\}\}/,
  /^\s*(?:struct|lib|fun|annotation|alias) [A-Z]/m,
  /\b(?:uninitialized|typeof|sizeof|pointerof)\b/,
  // Ruby's is the method `__dir__`; Elixir's `__DIR__` is one mark of two against it.
  /\b__DIR__\b/,
];
/**
 * A JSX element where an expression starts (after `(`, `=`, `=>`, `return`…) with an attribute, a `>`
 * that does not open a generic's parameters (`<T>(x: T) =>`), or `/>`; a closing tag that starts
 * a line (doc comments' `</span>` follow a `*`); or a fragment.
 */
export const JSX =
  /(?:^|[(=?:,{&|]|=>|\breturn)\s*<(?:[A-Z][\w.]*|[a-z][\w-]*)(?:\s+[\w-]+=["'{]|\s*\/>|>(?!\s*\())|^\s*<\/[A-Za-z][\w.]*>|(?:^|\(|\breturn)\s*<>/m;

/**
 * An element a function returns or an arrow or a ternary yields (`return (⏎ <Group`,
 * `=> <li>`, `? (⏎ <div`): JSX in code, which templates (Svelte's, Vue's, HTML) never write.
 */
export const JSX_IN_CODE = /(?:=>\s*\(?|\breturn\s*(?:\(\s*\n)?|\?\s*\(\s*\n)\s*<[A-Za-z][\w.-]*[\s>/]/;

/**
 * A tag, a comment or a character reference: what any markup holds, however short the excerpt.
 * An opening tag does not follow a name: `Promise<void>` is a generic's type argument. A tag's
 * name may be in any script (`<業務コード>`, `<Имя>`), as XML allows.
 */
export const ANY_MARKUP =
  /(?:<\/|(?<![\p{L}\p{N}_$])<)[\p{L}_][\p{L}\p{N}_:.-]*[\s>/]|<!--|&(?:[A-Za-z][A-Za-z\d]*|#\d+|#x[\da-fA-F]+);/u;
