import { describe, expect, it } from 'vitest';
import { sameColours } from '../../bench/_same-colours.mjs';

describe('colours right (bench:detect)', () => {
  it('counts an answer right when its grammar colours every visible character as the right one does', async () => {
    // Shiki's JavaScript grammar colours TypeScript's annotations as TypeScript's own does.
    expect(await sameColours('typescript', 'javascript', 'const total: number = items.length + 1;')).toBe(true);
    expect(await sameColours('rust', 'rust', 'fn main() {}')).toBe(true);
  });

  it('counts it wrong when any character changes colour, or the answer is no grammar at all', async () => {
    // JavaScript's grammar reads TypeScript's old-style cast as a JSX element.
    expect(await sameColours('typescript', 'javascript', 'let shape = <Circle>figure;')).toBe(false);
    // A Sass variable is no CSS.
    expect(await sameColours('scss', 'css', '$gap: 4px;')).toBe(false);
    // A heading loses its colour as prose.
    expect(await sameColours('markdown', 'text', '# Install\n\nRun the script.')).toBe(false);
    expect(await sameColours('python', 'no-such-language', 'print(1)')).toBe(false);
  });
});
