import { describe, expect, it } from 'vitest';
import { TERMINAL_COLUMNS, terminalScreen } from '../../src/terminal/terminal-screen.js';

/** The screen without its SGR sequences: what the characters are. */
const plain = (output: string) => terminalScreen(output).replace(/\x1b\[[0-9;]*m/g, '');

describe('terminalScreen', () => {
  it('keeps only the last state of a line rewritten with carriage returns', () => {
    const bar = Array.from({ length: 2000 }, (_, step) => `\r[${'#'.repeat(step % 40).padEnd(40)}] ${step}`).join('');
    expect(plain(`${bar}\ndone`)).toBe(`[${'#'.repeat(1999 % 40).padEnd(40)}] 1999\ndone`);
  });

  it('applies backspace, cursor moves, and erasing as a terminal shows them', () => {
    expect(plain('abc\bX')).toBe('abX');
    expect(plain('abc\x1b[2Dx\x1b[Kz')).toBe('axz');
    expect(plain('one\ntwo\x1b[1Aé\x1b[1B\rthree')).toBe('oneé\nthree');
    expect(plain('12345\x1b[3G-')).toBe('12-45');
    expect(plain('first\nsecond\x1b[2J\x1b[Hclean')).toBe('clean');
    expect(plain('keep\x1b[s then\x1b[u!')).toBe('keep!then');
  });

  it('drops other control characters and sequences instead of drawing them', () => {
    expect(
      plain('\x07bell\x1b]0;window title\x07 \x1b]8;;https://x.y\x1b\\link\x1b]8;;\x1b\\\x1b[?25l\x1b(Bend\x0e'),
    ).toBe('bell linkend');
  });

  it('wraps at the terminal width and gives wide characters two columns', () => {
    expect(
      plain('x'.repeat(TERMINAL_COLUMNS + 5))
        .split('\n')
        .map((line) => line.length),
    ).toEqual([TERMINAL_COLUMNS, 5]);
    expect(plain('中文\tend')).toBe('中文    end');
  });

  it('keeps colours and styles with their characters, in a bounded form', () => {
    expect(terminalScreen('\x1b[1;31merror\x1b[0m: \x1b[38;5;208mo\x1b[38;2;1;2;3mr')).toBe(
      '\x1b[0;1;31merror\x1b[0m: \x1b[0;38;5;208mo\x1b[0;38;2;1;2;3mr\x1b[0m',
    );
    // Styles switched off one by one, and a colour replaced rather than piled up.
    expect(terminalScreen('\x1b[1;3;4;7ma\x1b[22;23mb\x1b[24;27mc')).toBe('\x1b[0;1;3;4;7ma\x1b[0;4;7mb\x1b[0mc');
    const noisy = terminalScreen(`${'\x1b[31m\x1b[32m\x1b[1mx'.repeat(3000)}`);
    expect(noisy.length).toBeLessThan(3000 * 20);
  });
});
