import { createRequire } from 'node:module';
import { findLanguage, PLAIN_TEXT } from './languages.js';

/*
 * Language detection for `language: auto`: a few unambiguous signatures first (a shebang, a
 * PHP or XML prologue, valid JSON), then the guesslang model that VS Code ships
 * (@vscode/vscode-languagedetection, a small TensorFlow.js network, loaded on first use).
 * Accuracy on our labelled set is reported in docs/language-detection.md.
 */

interface ModelResult {
  languageId: string;
  confidence: number;
}
interface ModelOperations {
  runModel(content: string): Promise<ModelResult[]>;
}

/** guesslang labels whose spelling is not a Shiki alias. */
const GUESSLANG_TO_SHIKI: Record<string, string> = {
  cbl: 'cobol',
  dm: PLAIN_TEXT,
  ex: 'elixir',
  f90: 'fortran-free-form',
  lisp: 'common-lisp',
  mm: 'objective-c',
  ml: 'ocaml',
  pas: 'pascal',
  pm: 'perl',
  v: 'verilog',
  vba: 'vb',
};

const SHEBANG_TO_SHIKI: Record<string, string> = {
  bash: 'shellscript',
  sh: 'shellscript',
  zsh: 'shellscript',
  dash: 'shellscript',
  fish: 'fish',
  node: 'javascript',
  deno: 'typescript',
  bun: 'typescript',
  python: 'python',
  python3: 'python',
  ruby: 'ruby',
  perl: 'perl',
  php: 'php',
  pwsh: 'powershell',
  lua: 'lua',
};

/** Too little text for the model to say anything useful (guesslang refuses under 20). */
const MIN_MODEL_INPUT = 20;
/** The model reads the start of the file; more text only costs time. */
const MAX_MODEL_INPUT = 10_000;

let model: Promise<ModelOperations> | undefined;

function loadModel(): Promise<ModelOperations> {
  model ??= (async () => {
    // The package is CommonJS and finds its model files relative to itself.
    const require = createRequire(import.meta.url);
    const { ModelOperations } = require('@vscode/vscode-languagedetection') as {
      ModelOperations: new (options?: { maxContentSize?: number }) => ModelOperations;
    };
    return new ModelOperations({ maxContentSize: MAX_MODEL_INPUT });
  })();
  return model;
}

function fromSignature(code: string): string | undefined {
  const text = code.trimStart();
  const shebang = /^#!\s*(?:\/usr\/bin\/env\s+(?:-S\s+)?)?(?:\S*\/)?([\w.-]+)/.exec(text);
  if (shebang?.[1]) {
    const interpreter = shebang[1].replace(/[\d.]+$/, '');
    const id = SHEBANG_TO_SHIKI[shebang[1]] ?? SHEBANG_TO_SHIKI[interpreter];
    if (id) return id;
  }
  if (text.startsWith('<?php')) return 'php';
  if (text.startsWith('<?xml')) return 'xml';
  if (/^<!doctype html|^<html[\s>]/i.test(text)) return 'html';
  if (/^[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      // not JSON: let the model decide
    }
  }
  return undefined;
}

function fromModelLabel(label: string): string | undefined {
  const mapped = GUESSLANG_TO_SHIKI[label];
  if (mapped) return mapped === PLAIN_TEXT ? undefined : findLanguage(mapped);
  return findLanguage(label);
}

/** Guesses the Shiki language id of `code`; plain text when nothing is recognised. */
export async function detectLanguage(code: string): Promise<string> {
  const signature = fromSignature(code);
  if (signature) return signature;
  if (code.trim().length < MIN_MODEL_INPUT) return PLAIN_TEXT;
  const results = await (await loadModel()).runModel(code);
  for (const result of results) {
    const id = fromModelLabel(result.languageId);
    if (id) return id;
  }
  return PLAIN_TEXT;
}
