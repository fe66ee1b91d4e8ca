import { describe, expect, it } from 'vitest';
import { languageFromSignature } from '../../src/detect/signatures.js';

/* Signatures decide before the classifier, with full confidence: each must leave no doubt. */

describe('commands without a prompt', () => {
  it('are shell script when every line starts with a command', () => {
    for (const commands of [
      'npm install glyphcast\nnpx glyphcast code app.ts -o app.png',
      'git clone https://github.com/acme/app.git\ncd app\n# dependencies\npnpm install',
      'docker build -t app .\ndocker run -p 8080:8080 app',
      'node server.js --port 3000',
      'sudo apt-get install chromium',
    ]) {
      expect(languageFromSignature(commands), commands).toBe('shellscript');
    }
  });

  it('leave sentences, code and one-word lines to the classifier', () => {
    for (const text of [
      'go to the settings page and press save',
      'node index.js',
      'go func() {\n\twork(jobs)\n}',
      'export default config',
      'module example.com/app\n\ngo 1.21',
      'cd app\nconst x = 1;',
      'RUN npm ci\nCMD ["node", "index.js"]',
      '\tnpm test\n\tnpm run build',
    ]) {
      expect(languageFromSignature(text), text).toBeUndefined();
    }
  });
});

describe('lines cut from a hunk', () => {
  it('are a diff when their changes are glued to their text', () => {
    for (const hunk of [
      '-const a = 1;\n+const a = 2;',
      '-stop();\n-exit(0);\n done();',
      '-export([init/2]).\n+export([init/3]).',
    ]) {
      expect(languageFromSignature(hunk), hunk).toBe('diff');
    }
  });

  it('leave the head of an Erlang module, every line an attribute, to the classifier', () => {
    for (const text of [
      '-module(crash_h).\n\n-behaviour(cowboy_handler).\n\n-export([init/2]).',
      '-export([data/4]).\n-export([info/3]).\n-export([terminate/3]).',
      '-spec init(req(), opts()) -> {ok, req(), opts()}.\n-type opts() :: map().',
    ]) {
      expect(languageFromSignature(text), text).toBeUndefined();
    }
  });
});
