import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_FLAGS, OG_FLAGS } from '../../src/cli/flags.js';
import { colorDistance, decode, hexToRgb, pixelAt } from '../_image.js';

const CLI = join(import.meta.dirname, '../../src/cli/main.ts');
const work = mkdtempSync(join(tmpdir(), 'glyphcast-cli-'));

/** Runs the CLI from source in a child process, as a user would run the binary. */
function glyphcast(args: string[], input?: string | Buffer) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    // tsx resolves from the package; every path the tests pass is absolute or under `work`.
    cwd: join(import.meta.dirname, '../..'),
    input,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

describe('glyphcast CLI', () => {
  it('lists every flag with its default in --help', () => {
    const { status, stdout } = glyphcast(['code', '--help']);
    const help = stdout.toString('utf8');
    expect(status).toBe(0);
    for (const flag of CODE_FLAGS.flags) expect(help).toContain(`--${flag.flag}`);
    expect(help).toContain('(default: vitesse-dark)');
    expect(help).toContain('(default: 48)');
    expect(help).toContain('(default: false)');
    expect(help).toContain('--output');
  });

  it('renders a file to <file>.png with the language from its extension', async () => {
    writeFileSync(join(work, 'hello.py'), 'print("hello")\n');
    const { status, stderr } = glyphcast(['code', join(work, 'hello.py'), '--scale', '1', '--line-numbers']);
    expect(status).toBe(0);
    expect(stderr).toMatch(/^wrote .*hello\.py\.png: \d+×\d+ png, python, \d+ kB in \d+ ms\n$/);
    const image = await decode(readFileSync(join(work, 'hello.py.png')));
    expect(image.format).toBe('png');
  });

  it('takes the format from the -o extension and reads standard input', async () => {
    const { status } = glyphcast(
      ['code', '-', '--language', 'sql', '-o', join(work, 'query.webp'), '--highlight', '1'],
      'SELECT 1;',
    );
    expect(status).toBe(0);
    expect((await decode(readFileSync(join(work, 'query.webp')))).format).toBe('webp');
  });

  it('renders terminal output piped in with --language ansi, the screen as it ended', async () => {
    const output = 'step 1\rstep 2\rstep 3\n\x1b[32mok\x1b[0m\n';
    const piped = glyphcast(['code', '-', '--language', 'ansi', '--scale', '1', '-o', '-'], output);
    expect(piped.status).toBe(0);
    const plain = glyphcast(['code', '-', '--language', 'text', '--scale', '1', '-o', '-'], 'step 3\nok');
    const [ansi, text] = [await decode(piped.stdout), await decode(plain.stdout)];
    expect([ansi.width, ansi.height]).toEqual([text.width, text.height]);
  });

  it('writes an SVG for -o card.svg, and one that follows dark mode with --dark-theme', () => {
    const target = join(work, 'card.svg');
    const { status, stderr } = glyphcast(
      ['code', '-', '--language', 'ts', '-o', target, '--theme', 'github-light', '--dark-theme', 'github-dark'],
      'const a = 1;',
    );
    expect(status).toBe(0);
    expect(stderr).toMatch(/card\.svg: \d+×\d+ svg/);
    const svg = readFileSync(target, 'utf8');
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain('prefers-color-scheme:dark');
    const refused = glyphcast(['code', '-', '-o', join(work, 'card.png'), '--dark-theme', 'github-dark'], 'x');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^glyphcast: --dark-theme: `darkTheme` needs `format: svg`/);
  });

  it('numbers lines from --line-start, a wider gutter than from 1', async () => {
    const render = (...extra: string[]) =>
      glyphcast(
        ['code', '-', '--language', 'c', '--line-numbers', '--scale', '1', '-o', '-', ...extra],
        'int first_value_of_the_excerpt = 1;\nint second_value_of_the_excerpt = 2;',
      );
    const fromOne = await decode(render().stdout);
    const excerpt = render('--line-start', '9999', '--highlight', '10000');
    expect(excerpt.status).toBe(0);
    // "10000" has four digits more than "2", each a 0.6 em column at 14 px.
    const widening = (await decode(excerpt.stdout)).width - fromOne.width;
    expect(Math.abs(widening - 4 * 14 * 0.6)).toBeLessThanOrEqual(1);
    expect(render('--line-start', '0').stderr).toMatch(/--line-start.*an integer from 1 to 1000000/);
  });

  it("titles a file's card with its name, unless --title ''", async () => {
    writeFileSync(join(work, 'titled.c'), 'int main(void) { return 0; }\n');
    const render = async (...extra: string[]) => {
      const target = join(work, `titled-${extra.length}.png`);
      expect(glyphcast(['code', join(work, 'titled.c'), '--scale', '1', '-o', target, ...extra]).status).toBe(0);
      return decode(readFileSync(target));
    };
    const [named, bare] = [await render(), await render('--title', '')];
    // The middle of the title bar, right of the dots.
    let differing = 0;
    for (let x = 48 + 100; x < named.width - 48 - 100; x++) {
      if (colorDistance(pixelAt(named, x, 48 + 20), pixelAt(bare, x, 48 + 20)) > 30) differing++;
    }
    expect(differing).toBeGreaterThan(5);
  });

  it('writes to standard output with -o -', async () => {
    const { status, stdout } = glyphcast(['code', '-', '--format', 'jpeg', '-o', '-', '--scale', '1'], 'x = 1');
    expect(status).toBe(0);
    expect([...stdout.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('makes the folder -o names, and says in one line why an image cannot be written', async () => {
    const nested = join(work, 'new', 'folders', 'card.png');
    const made = glyphcast(['code', '-', '-o', nested, '--scale', '1'], 'x = 1');
    expect(made.status).toBe(0);
    expect((await decode(readFileSync(nested))).width).toBeGreaterThan(100);

    writeFileSync(join(work, 'plain-file'), 'not a folder');
    const blocked = join(work, 'plain-file', 'card.png');
    const refused = glyphcast(['code', '-', '-o', blocked, '--scale', '1'], 'x = 1');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `glyphcast: cannot write ${blocked}: a file stands where a folder of its path should be\n`,
    );
  });

  it('reads UTF-16 and marked UTF-8 files as their text, and refuses a binary file in one line', () => {
    const code = 'Get-ChildItem | Where-Object { $_.Length -gt 1MB }\nWrite-Host "done ✓"\n';
    const saved = {
      utf8: Buffer.from(code),
      marked: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(code)]),
      utf16: Buffer.from(`\uFEFF${code}`, 'utf16le'),
    };
    // The same name in three folders: the title bar shows it, so the cards can be compared whole.
    const images = Object.entries(saved).map(([encoding, bytes]) => {
      mkdirSync(join(work, encoding), { recursive: true });
      writeFileSync(join(work, encoding, 'list.ps1'), bytes);
      const { status, stdout, stderr } = glyphcast([
        'code',
        join(work, encoding, 'list.ps1'),
        '--scale',
        '1',
        '-o',
        '-',
      ]);
      expect([status, stderr]).toEqual([0, '']);
      return stdout;
    });
    expect(images[1]?.equals(images[0] as Buffer)).toBe(true);
    expect(images[2]?.equals(images[0] as Buffer)).toBe(true);

    writeFileSync(join(work, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const binary = glyphcast(['code', join(work, 'logo.png'), '-o', join(work, 'logo-card.png')]);
    expect([binary.status, binary.stderr]).toEqual([2, `glyphcast: ${join(work, 'logo.png')} is binary, not text\n`]);
    expect(existsSync(join(work, 'logo-card.png'))).toBe(false);

    const folder = glyphcast(['code', work]);
    expect([folder.status, folder.stderr]).toEqual([
      2,
      `glyphcast: ${work} is a folder; to render the files in it, give a pattern such as '${work}/**/*.ts'\n`,
    ]);
  });

  it('draws a file that is not UTF-8 with one warning naming its first such line', () => {
    const { status, stderr } = glyphcast(
      ['code', '-', '--language', 'python', '--scale', '1', '-o', join(work, 'latin1.png')],
      Buffer.from('a = 1\ncaf\xe9 = 2\n', 'latin1'),
    );
    expect(status).toBe(0);
    expect(stderr).toMatch(
      /^glyphcast: warning: standard input is not UTF-8 \(from line 2\): those bytes are drawn as � boxes; save it as UTF-8\nwrote /,
    );
  });

  it('lists every og flag with its default in og --help', () => {
    const { status, stdout } = glyphcast(['og', '--help']);
    const help = stdout.toString('utf8');
    expect(status).toBe(0);
    for (const flag of OG_FLAGS.flags) expect(help).toContain(`--${flag.flag}`);
    expect(help).toContain('(default: article)');
    expect(help).toContain('(default: #7c3aed)');
  });

  it('renders an Open Graph card', async () => {
    const target = join(work, 'card.jpg');
    const { status, stderr } = glyphcast([
      'og',
      '--title',
      'Hello',
      '--author',
      'Ada',
      '--theme',
      'light',
      '-o',
      target,
    ]);
    expect(status).toBe(0);
    expect(stderr).toMatch(/^wrote .*card\.jpg: 1200×630 jpeg, \d+ kB in \d+ ms\n$/);
    const image = await decode(readFileSync(target));
    expect([image.width, image.height, image.format]).toEqual([1200, 630, 'jpeg']);
  });

  it('renders the code template from --code, --language and --code-theme', async () => {
    const target = join(work, 'code-card.png');
    const { status, stderr } = glyphcast([
      'og',
      '--template',
      'code',
      '--title',
      'A post about code',
      '--code',
      'const answer = 42;',
      '--language',
      'ts',
      '--code-theme',
      'dracula',
      '-o',
      target,
    ]);
    expect(status, stderr).toBe(0);
    const image = await decode(readFileSync(target));
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(colorDistance(pixelAt(image, 600, 560), hexToRgb('#282a36'))).toBeLessThan(6);
  });

  it('warns about an avatar it could not use and still writes the card', () => {
    const target = join(work, 'warned.png');
    const { status, stderr } = glyphcast([
      'og',
      '--title',
      'Hi',
      '--avatar',
      'data:image/png;base64,AAAA',
      '-o',
      target,
    ]);
    expect(status).toBe(0);
    expect(stderr).toMatch(
      /^glyphcast: warning: --avatar: not a PNG, JPEG, WebP, GIF, AVIF or SVG image; left out\nwrote /,
    );
  });

  it.each([
    [['og', '--subtitle', 'x'], /^glyphcast: give the card a --title/],
    [
      ['og', '--title', 'x', '--accent', 'red'],
      /^glyphcast: --accent: `accent` must be a hex colour such as #7c3aed, received "red"\n$/,
    ],
    [
      ['og', '--title', 'x', '--logo', 'ftp://x/y.png'],
      /^glyphcast: --logo: `logo` must be an http, https, data or file URI, a path, or bytes, received a ftp: URI\n$/,
    ],
    [
      ['og', '--title', 'x', '--logo', 'missing-logo.png'],
      /^glyphcast: --logo: `logo` could not be read: no such file: .*missing-logo\.png\n$/,
    ],
    [['code', 'missing.ts'], /^glyphcast: no such file: missing\.ts\n$/],
    [
      ['code', '-', '--font-size', '99'],
      /^glyphcast: --font-size: `fontSize` must be an integer from 8 to 40, received 99\n$/,
    ],
    [['code', '-', '--padding', 'wide'], /^glyphcast: --padding must be a whole number, received "wide"\n$/],
    [['code', '-', '--highlight', '3-1'], /^glyphcast: --highlight: the range "3-1" ends before it starts\n$/],
    [
      ['code', '-', '--theme', 'nope'],
      /^glyphcast: --theme: `theme` must be one of "vitesse-dark", .*, received "nope"\n$/,
    ],
    [['code', '-', '--language', 'klingon'], /^glyphcast: --language: `language` must be a Shiki language id/],
    [['code', '-', '--bogus'], /^glyphcast: Unknown option '--bogus'/],
    [['paint'], /^glyphcast: unknown command "paint"/],
    [['code'], /^glyphcast: give a file to render/],
    [
      ['code', '-', '-o', 'card.gif'],
      /^glyphcast: -o card\.gif: glyphcast writes png, jpeg, webp, svg \(\.jpg too\), not \.gif;/,
    ],
    [
      ['code', '-', '-o', 'card.png', '--format', 'webp'],
      /^glyphcast: --format webp disagrees with -o card\.png, a \.png file; drop one or make them agree\n$/,
    ],
    [['og', '--title', 'x', '-o', 'card.bmp'], /^glyphcast: -o card\.bmp: glyphcast writes/],
  ])('fails %j with one clear line and exit code 2', (args, message) => {
    const { status, stderr } = glyphcast(args, 'x = 1');
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
