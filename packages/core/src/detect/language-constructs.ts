/*
 * Constructs that only one language writes, or only one of a pair the classifier confuses: a
 * header, a declaration or a library name a reader knows the language by. The corrections in
 * disambiguate.ts name the answers each may overrule.
 */

/** C++'s standard library by the names Rust's has none of (Rust writes `std::io`, `std::fs`, `String`). */
export const CPP_STANDARD_LIBRARY =
  /\bstd::(?:cout|cerr|endl|vector\s*<|unique_ptr\s*<|shared_ptr\s*<|make_unique|make_shared|map\s*<|unordered_map\s*<|size_t|array\s*<|string_view)\b|#include\s*<(?:iostream|vector|string|memory|algorithm|map)>/;
/**
 * PowerShell's environment drive, a .NET static call on a variable, a hashtable of `Key = …`
 * pairs (Perl's `@{$ref}` dereferences, Objective-C's `@{ @"key": … }` quotes its keys), a
 * here-string opening with `@'` (C#'s verbatim strings open with `@"`), its automatic variables
 * (`$PSBoundParameters`) and Pester's `Describe 'x' {` blocks: one is enough.
 */
export const POWERSHELL_ONLY =
  /\$(?:env|Env|ENV):\w+|\[[A-Z][\w.]*\]::[A-Z]\w*\s*\(\s*\$\w|(?:[=(,|]|\breturn)\s*@\{\s*(?:\n\s*)?[A-Za-z]\w*\s*=|(?:^|[\s=(])@'\s*$|\$(?:PSBoundParameters|PSCmdlet|PSItem|MyInvocation)\b|^\s*(?:Describe|Context)\s+['"][^'"\n]*['"]\s*\{/m;
/**
 * Fortran's declarations and blocks: `implicit none`, a dummy argument's `intent`, a typed `::`
 * declaration, the end of a subroutine, a program or a loop (Visual Basic ends its functions and
 * modules too, never these), `contains`, OpenMP's directives, and a line of Doxygen's or FORD's
 * documentation (`!> Computes…`), which no other language's comments open with.
 */
export const FORTRAN_ONLY =
  /^\s*implicit\s+none\b|\bintent\s*\(\s*(?:in|out|inout)\s*\)|^\s*(?:integer|real|logical|character|complex|double\s+precision|type\s*\(\s*\w+\s*\))(?:\s*\([^)\n]*\))?\s*(?:,[^\n]*?)?::|^\s*end\s+(?:subroutine|program)\b|^\s*end\s*do\b|^\s*contains\s*$|^\s*!\$omp\b|^!>[ \t]/im;
/** Erlang's module attributes (`-module(x).`, `-export([…]).`); Prolog writes `:- module(`. */
export const ERLANG_ONLY =
  /^-(?:module|export|import|include|include_lib|record|spec|type|behaviour|behavior|define|compile)\s*\(/m;
/**
 * A parameter typed the way PHP types them, the type before the `$variable`
 * (`string $data`, `?Foo\\Bar $bar`, `int|false ...$rest`): PowerShell writes `[string]$data`.
 */
export const PHP_TYPED_PARAMETER =
  /[(,]\s*\??(?:array|string|int|bool|float|callable|iterable|object|mixed|self|[A-Z][\w\\]*)(?:\|[\w\\]+)*\s+&?(?:\.\.\.)?\$\w+/;
/** Erlang's binaries of strings, characters or numbers (`<<"bytes">>`, `<<$=>>`); Elixir writes them too. */
export const ERLANG_BINARY = /<<(?:"[^"\n]*"|\$\\?.|\d+)(?:\s*[,:/][^<>\n]*)?>>/;
/** An Elm module's header, or an import with its exposing list (Haskell imports a list without the word). */
export const ELM_ONLY =
  /^(?:port\s+|effect\s+)?module\s+[A-Z][\w.]*\s+exposing\s*\(|^import\s+[A-Z][\w.]*(?:\s+as\s+\w+)?\s+exposing\s*\(/m;
/**
 * Swift's own: `guard let`, an optional defaulting to `nil` (`code: String? = nil`; Kotlin's
 * is `null`, Crystal's answer is not among those this corrects), a `func` with a return arrow
 * (Go's has none), an argument label left out (`_ name:`), Apple's frameworks imported, a
 * SwiftUI body.
 */
export const SWIFT_ONLY =
  /\bguard\s+(?:let|var)\b|:\s*[A-Z]\w*\?\s*=\s*nil\b|\bfunc\s+\w+[^\n]*\)\s*(?:async\s+)?(?:throws\s+)?->|\(\s*_\s+\w+\s*:|^import\s+(?:UIKit|Foundation|SwiftUI|AppKit|XCTest|Combine)\s*$|\bsome\s+View\b/m;
/**
 * C#'s XML documentation tags in `///` comments (`/// <summary>`, `/// <param name=`); F# writes
 * them too, so its answer stands.
 */
export const CSHARP_DOC_COMMENT =
  /^\s*\/\/\/\s*<(?:summary|param|typeparam|returns|remarks|exception|example|inheritdoc|value|see|seealso|paramref)\b/m;
/** A test's expectation with a chained matcher (`expect(x).toBe(1)`, `.not.toContain(`): Jest's, Vitest's and Jasmine's; Dart's `expect(x, equals(1))` takes two arguments. */
export const JEST_EXPECTATION = /\bexpect\((?:[^()\n]|\([^()\n]*\))*\)\s*\.(?:not\.|resolves\.|rejects\.)?to[A-Z]\w*\(/;
/**
 * Python's own: a function heading ending in a colon (Ruby's has none, Scala's ends in `=`), the
 * main-module check, and a `global` statement (Julia writes one too: its answer stands).
 */
export const PYTHON_ONLY =
  /^\s*(?:async\s+)?def\s+\w+\s*\([^)\n]*\)\s*(?:->\s*[^:\n]+)?:\s*(?:#.*)?$|^if\s+__name__\s*==\s*["']__main__["']\s*:|^\s*global\s+[a-z_]\w*(?:\s*,\s*[a-z_]\w*)*\s*$/m;
/** OCaml's module blocks and signatures, its ppx attributes and a toplevel `;;` (F# writes none of them). */
export const OCAML_ONLY = /=\s*struct\b|:\s*sig\b|\bmodule\s+type\b|\[@@{1,2}\w|^\s*let\s+open\b|^;;\s*$/m;
/**
 * OCaml's polymorphic variants (`` `Assoc [...] ``, `` `Quick id ``): a line whose every back-quote
 * opens a capitalised name, never a template literal's or a code span's closing one, nor m4's
 * quote (`` `SP' ``). Lisps quote with a back-quote too: they are not among the answers it corrects.
 */
const OCAML_VARIANT_LINE = /^[^`\n]*(?:`[A-Z]\w*(?![\w`'])[^`\n]*)+$/gm;
export const hasOcamlVariants = (code: string) =>
  (code.match(OCAML_VARIANT_LINE) ?? []).reduce((count, line) => count + line.split('`').length - 1, 0) >= 2;
/** Emacs Lisp's definitions and forms (Clojure has `defmacro` too, and defines with `defn` and `ns`). */
export const EMACS_LISP_MARKS = [
  /\((?:defun|defcustom|defgroup|defface|define-minor-mode|define-derived-mode|defvar(?:-local)?|defconst|defsubst|defalias|cl-defun|use-package)\s/,
  /\(setq(?:-default|-local)?\s/,
  // A feature's bare name: Clojure requires namespaces, dotted or in a vector.
  /\((?:require|provide)\s+'[\w-]+\)/,
  /\(interactive\b/,
  /^;;; \S+\.el\s+---/m,
  // Bindings in a list of lists (Clojure binds in a vector), and an unquote inside a backquote
  // (Clojure's is `~`; its commas are whitespace, `{:a 1, :b 2}`).
  /\((?:let\*?|if-let\*?|when-let\*?|pcase-let\*?|cl-letf)\s+\(\(/,
  /(?:^|[\s(]),@?(?:[a-z][\w-]*\)|\()/m,
];
export const CLOJURE_ONLY = /^\s*\((?:ns|defn-?)\s/m;
/** Nim's routines (`proc name*(…): T =`), pragmas (`{.inline.}`) and `when isMainModule`. */
export const NIM_ONLY =
  /^\s*(?:proc|func|iterator|template|macro|method|converter)\s+`?\w+`?\*?\s*(?:\[[^\]\n]*\])?\s*\([^)\n]*\)[^=\n]*=\s*$|\{\.\s*(?:inline|noSideEffect|raises|importc|exportc|push|pop|gcsafe|async|compileTime)\b|\bwhen\s+isMainModule\b/m;
/** Visual Basic's declarations and block ends, written capitalised as its editors write them. */
export const VB_MARKS = [
  /^\s*(?:(?:Public|Private|Friend|Protected)\s+)?Dim\s+\w+\s+As\b/m,
  /^\s*End\s+(?:Sub|Function|Class|Module|If|Select|Property|Namespace|Structure|Try|Using|With)\b/m,
  /\b(?:ByVal|ByRef)\s+\w+\s+As\b/,
  /^Imports\s+System\b/m,
  /\bAs\s+(?:New\s+)?(?:Integer|String|Boolean|Object|Double|Long|Date)\b/,
];
/** Pascal's units, uses clauses, interface sections, blocks and routine headings. */
export const PASCAL_MARKS = [
  /^\s*(?:unit|program|library)\s+[\w.]+\s*;/im,
  /^\s*uses\s+[\w., \n]+;/im,
  /^\s*(?:interface|implementation)\s*$/im,
  /^\s*end[.;]\s*$/im,
  /^\s*(?:procedure|function|constructor|destructor)\s+[\w.]+\s*(?:\([^)]*\))?\s*(?::\s*[\w.]+\s*)?;/im,
  /\bbegin\s*$/im,
];
/** MATLAB's function header: outputs assigned from a call (`function [a, b] = f(x)`). */
export const MATLAB_ONLY = /^\s*function\s+(?:\[[\w\s,~]*\]|\w+)\s*=\s*\w+\s*\(/m;
/** MATLAB's own functions (`numel`, `ischar`, `cellfun`, `fullfile`…): no other language's library names them so. */
const MATLAB_FUNCTION =
  /\b(?:numel|ischar|iscell|isstruct|ispc|cellfun|arrayfun|regexprep|evalc|nargin|nargout|isfield|num2str|str2double|fullfile|fileparts|strsplit|isnumeric|islogical)\b/;
/** One of MATLAB's functions beside a `%` comment or a bare `end`. */
export const hasMatlabMarks = (code: string) => MATLAB_FUNCTION.test(code) && /^\s*(?:%|end\s*;?\s*$)/m.test(code);
/** roxygen2's documentation tags (`#' @param x`), over the functions of most R packages; global, to be counted with `match`. */
export const R_ROXYGEN = /^#' @\w+/gm;
/**
 * GHC's pragmas and qualified imports, a module header ending in `where` (Elm's says `exposing`),
 * and a top-level signature (`spec :: SpecWith ()`; Fortran's `integer :: n` declares variables):
 * no other language writes them.
 */
export const HASKELL_ONLY =
  /^\{-#\s*(?:LANGUAGE|OPTIONS_GHC|OPTIONS_HADDOCK)\b|^import\s+qualified\s+[A-Z]|^module\s+[A-Z][\w.]*\s*(?:\([^)]*\))?\s*where\s*$|^(?!(?:integer|real|logical|character|complex|type|class|procedure)\b)[a-z_][\w']* :: (?:[A-Z([]|[a-z]\w* ->)/m;
/**
 * Lua's own: a block comment, a local function, a module required into a local, a method defined
 * with a colon (Julia defines `function Base.show(…)` with a dot).
 */
export const LUA_ONLY = /--\[=*\[|\blocal\s+function\b|\blocal\s+\w+\s*=\s*require\b|^\s*function\s+\w+:\w+\s*\(/m;
/** Ruby's magic comment, which no other language reads. */
export const RUBY_MAGIC_COMMENT = /^#\s*frozen_string_literal:\s*(?:true|false)\s*$/m;
/** A Prisma model's field: a name, a type and an attribute, no colon between (GraphQL writes `name: Type`). */
export const PRISMA_ONLY =
  /^\s*\w+\s+[A-Z]\w*(?:\[\]|\?)?\s+@(?:id|default|unique|updatedAt|relation|map|db\.)\b|^\s*@@(?:index|unique|map|id)\s*\(/m;
/** GraphQL's schema declarations: a type implementing an interface, inputs, scalars, unions, extensions, directives. */
export const GRAPHQL_ONLY =
  /^\s*(?:type|interface)\s+\w+\s+implements\s+\w+|^\s*(?:input|scalar)\s+[A-Z]\w*|^\s*union\s+\w+\s*=|^\s*extend\s+(?:type|schema|interface|input)\b|^\s*directive\s+@\w+/m;
/** Dart's own: a package import, `required this.`, a `late` variable, a Flutter build method. */
export const DART_ONLY =
  /^\s*import\s+'(?:package|dart):|\brequired\s+this\.\w+|\blate\s+(?:final\s+)?[A-Za-z_]\w*(?:<[^>\n]*>)?\??\s+\w+|\bWidget\s+build\s*\(\s*BuildContext\b/m;
/**
 * A variable interpolated into a single-quoted string after other text (`'${headers[key]}, $value'`,
 * `'Hello $name'`): Dart's. JavaScript's quotes keep `$` as text, AngularJS's `'$scope'` has
 * nothing before it, and SvelteKit's modules are paths (`import('./$types')`).
 */
export const DART_INTERPOLATION = /'[^'\n]*[^'\n\s$\\][^'\n$]*(?<![/.])\$(?:\{[^}\n]+\}|[a-z_]\w*)[^'\n]*'/;
/** Solidity's own: its pragma, the message's sender, mappings, 256-bit integers and fixed bytes, visibility after parameters. */
export const SOLIDITY_ONLY =
  /\bpragma\s+solidity\b|\bmsg\.sender\b|\bmapping\s*\(\s*\w+\s*=>|\b(?:u?int(?:160|224|256)|bytes32)\b|\bfunction\s+\w+\s*\([^)\n]*\)\s*(?:public|external|internal|private)\b/;
/** Elixir's blocks: a definition or a condition opening with `do` at the line's end (Ruby writes no `do` there). */
export const ELIXIR_DO_BLOCK = /^\s*(?:defp?|defmacrop?|defmodule|if|unless|case|cond|with)\s[^\n]*\sdo\s*$/m;
/** A TOML table named with a quoted, dotted key (`[plugins."io.containerd.grpc.v1.cri"]`): INI's sections are bare. */
export const TOML_QUOTED_TABLE =
  /^\s*\[\[?[\w-]+(?:\.(?:"[^"\n]*"|[\w-]+))*\."[^"\n]*"(?:\.(?:"[^"\n]*"|[\w-]+))*\]\]?\s*$/m;
/**
 * YAML's block scalar (`key: |`, `key: >-`) over a line indented with spaces (YAML indents with no
 * tab; Vim's help opens a tab-indented example with `Example: >`), or a key opening a mapping of
 * two indented pairs.
 */
export const YAML_BLOCK =
  /^\s*[\w.-]+:[ \t]*[|>][+-]?[ \t]*\n +\S|^[\w.-]+:[ \t]*\n(?:[ ]{2,}[\w.-]+:[ \t]+\S[^\n]*(?:\n|$)){2}/m;
/** A shell array opening on its own line (`args=(`): no other language assigns a bare parenthesis so. */
export const SHELL_ARRAY = /^\s*[A-Za-z_]\w*=\(\s*$/m;
/** Crystal's sized numbers and casts, against Ruby alone (Julia writes `Int32` and `Float64` too). */
export const CRYSTAL_TYPES = /\b(?:U?Int(?:8|16|32|64|128)|Float(?:32|64))\b|\.as\(\s*[A-Z]/;
/**
 * A command called with a named parameter, where a command starts (`Export-Excel -Path $file`,
 * `| Add-PodeRoute -Method Get`), or Pester's `| Should -Be`: capitalised `Verb-Noun` before a
 * capitalised `-Parameter` is PowerShell's alone (shells' options are lower-case).
 */
export const POWERSHELL_COMMAND =
  /(?:^|[|(=])[ \t]*[A-Z][a-z]+-[A-Z][A-Za-z]*\b[^\n]*?[ \t]-[A-Z][a-z]\w*\b|\|[ \t]*Should[ \t]+-(?:Not[ \t]+-)?[A-Z][a-z]\w*\b/m;
/** PowerShell's typed parameters and its automatic `$true`, `$false` and `$null`: one is enough. */
export const POWERSHELL_TYPED =
  /\[(?:string|int|bool|switch|hashtable|psobject|pscustomobject|scriptblock|datetime)(?:\[\])?\]\s*\$\w|\$(?:true|false|null)\b/i;
/** Scala's own declarations: a case class, a sealed trait, an implicit, a package-private member, a higher kind. */
export const SCALA_ONLY =
  /\bcase class\b|\bsealed (?:trait|abstract class)\b|\bimplicit\s+(?:def|val|class|object)\b|\bprivate\[\w+\]|\[\w+\[_\]\]/;
/**
 * A Vue directive, bound attribute or listener on an element (`v-if="…"`, `:src="…"`,
 * `@dropzone-success="…"`), or alone on its line in a tag spread over lines (`:data="dataObj"`):
 * Vue's templates. Svelte writes `on:click=` and `bind:value=`, Astro `class:list=`.
 */
export const VUE_DIRECTIVE =
  /<[\w-]+[^<>\n]*\s(?:v-(?:if|else-if|else|for|model|show|slot|html|text)\b|[:@][\w.-]+="[^"\n]*")|^\s+v-(?:if|else-if|for|model|show|slot)="|^\s+[:@][\w.-]+="[^"\n]*"\s*$/m;
/**
 * Visual Basic's own words, capitalised as its editors write them: `Dim`, `ByVal`, `End Sub`,
 * `End If`, VBA's object assignment and call of a module's procedure (`Set Response =
 * Client.Execute(…)`, `Call Tests.RunAll`; a batch file's `set` takes no spaces around its `=`),
 * and a list continued over lines with ` _` (`customer.LastName, _`).
 */
export const VB_ONLY =
  /,[ \t]+_[ \t]*\n[^\n]*[ \t]_[ \t]*$|^\s*Set\s+[\w.]+\s+=\s+\w|^\s*Call\s+\w+\.\w+|^\s*Dim\s+\w+|\b(?:ByVal|ByRef)\s+\w+|^\s*End\s+(?:Sub|Function|If|Select|Class|Module|Property|Try|Using|With)\s*$/m;
/**
 * A register: x86's (`eax`, `r8d`, `xmm1`, x264's and dav1d's `m3`), ARM's (`x0`, `w1`, `v1.b`,
 * `q2`, `sp`) or a macro's argument (`\arg0`), with AT&T's `%` or not.
 */
const REGISTER =
  /(?<![\w.])%?(?:[xyz]mm\d+|m\d+|[re]?[a-d]x|[a-d][lh]|[re]?[sd]il?|[re]?[sb]pl?|r\d+[dwb]?|[xwvqdsbh]\d+(?:\.\d*[bhsdq])?(?:\[\d+\])?|sp|lr|\\\w+)(?![\w(])/;
/**
 * An instruction: an indented mnemonic, perhaps its operands after a space and a comment (`;`,
 * `//`, `@`, `#`) after a space. Not a declaration (`var x1, x2 int`, `int d1, d2`) or a statement.
 */
const INSTRUCTION =
  /^\s+(?!(?:var|let|const|val|int|char|float|double|unsigned|return|import|export|from|local|print|echo|global|my|our|use|case|type|new|def|fn|func)\s)[A-Za-z][\w.]*(?:\s+([^();=\n"'`]+?))?(?:\s+(?:;|\/\/|@|#)[^\n]*)?$/;
const COMMENT_LINE = /^\s*(?:;|\/\/|#|@|\/\*|\*)/;

/**
 * Lines of instructions alone, two or more of them on registers with several operands
 * (`movdqa xmm2, xmm1`, `ld1 {v1.b}[2], [x3], x1`): assembly, whatever else the words say.
 * Every other line is blank, a comment or a label.
 */
export function looksLikeInstructions(code: string): boolean {
  let onRegisters = 0;
  for (const line of code.split('\n')) {
    if (line.trim() === '' || COMMENT_LINE.test(line) || /^\s*[.\w]+:\s*$/.test(line)) continue;
    const instruction = INSTRUCTION.exec(line);
    if (!instruction) return false;
    const operands = instruction[1] ?? '';
    if (operands.includes(',') && REGISTER.test(operands)) onRegisters++;
  }
  return onRegisters >= 2;
}
/** A GraphQL operation's head: a named query, mutation or subscription opening its selection, a fragment on a type. */
export const GRAPHQL_OPERATION =
  /^\s*(?:query|mutation|subscription)\s+[A-Za-z_]\w*\s*(?:\(\s*\$\w+\s*:[^)\n]*\))?\s*\{\s*$|^\s*fragment\s+\w+\s+on\s+[A-Z]\w*\s*\{/m;
const SELECTED_FIELD = /^\s*(?:\w+\s*:\s*)?[A-Za-z_]\w*\s*$/;
const SELECTION_OPENING = /^\s*(?:\w+\s*:\s*)?[A-Za-z_]\w*\s*(?:\([^()\n]*\))?\s*(?:@\w+(?:\([^()\n]*\))?\s*)*\{\s*$/;

/**
 * A selection set: field names alone on their lines, a field opening its own selection
 * (`friends {`, `hero(episode: $episode) {`), fragments spread (`...Entry`) and closing braces,
 * nothing else, two fields and an opening at least: what a GraphQL query's lines are.
 */
export function looksLikeSelectionSet(code: string): boolean {
  let fields = 0;
  let openings = 0;
  for (const line of code.split('\n')) {
    if (line.trim() === '' || /^\s*#/.test(line) || /^\s*\}\s*$/.test(line) || /^\s*\.\.\.\s*\w+\s*$/.test(line))
      continue;
    if (SELECTED_FIELD.test(line)) fields++;
    else if (SELECTION_OPENING.test(line)) openings++;
    else return false;
  }
  return fields >= 2 && openings >= 1 && fields + openings >= 3;
}
