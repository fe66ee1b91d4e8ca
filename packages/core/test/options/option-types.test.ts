import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { optionTypesSource } from '../../scripts/option-types.js';
import type { CodeOptionsSchema } from '../../src/cards/code/options.js';
import type { DesignOptionsSchema } from '../../src/cards/design/options.js';
import type { OgOptionsSchema } from '../../src/cards/og/options.js';
import type { HighlightOptionsSchema } from '../../src/highlight/options.js';
import type { CodeOptions, DesignOptions, HighlightOptions, OgOptions } from '../../src/pipeline/option-types.js';

describe('the documented option types', () => {
  it('are what the schemas say now (regenerate: pnpm --filter @glyphcast/core docs:types)', () => {
    const written = readFileSync(join(import.meta.dirname, '../../src/pipeline/option-types.ts'), 'utf8');
    // The file is formatted by biome after it is written: compared without the layout.
    const bare = (text: string) => text.replace(/\s+/g, '');
    expect(bare(written)).toBe(bare(optionTypesSource()));
  });

  it('carry a comment with the rule and the default on every field', () => {
    const source = optionTypesSource();
    expect(source).toMatch(/\* the code's size in CSS pixels\.[\s\S]*?an integer from 8 to 40\.[\s\S]*?@default 14\n/);
    expect(source).toContain('@default "auto"');
    expect(source.match(/^ {2}\w+\??: v\.InferInput/gm)?.length).toBeGreaterThan(40);
  });

  it('are the schemas’ input types, field for field, local assets also as bytes in the library', () => {
    type CodeInput = v.InferInput<typeof CodeOptionsSchema>;
    type OgInput = v.InferInput<typeof OgOptionsSchema>;
    expectTypeOf<Omit<CodeOptions, 'font'>>().toEqualTypeOf<Omit<CodeInput, 'font'>>();
    expectTypeOf<CodeOptions['font']>().toEqualTypeOf<CodeInput['font'] | Uint8Array>();
    type Local = 'avatar' | 'logo' | 'font';
    expectTypeOf<Omit<OgOptions, Local>>().toEqualTypeOf<Omit<OgInput, Local>>();
    expectTypeOf<OgOptions[Local]>().toEqualTypeOf<OgInput[Local] | Uint8Array>();
    expectTypeOf<DesignOptions>().toEqualTypeOf<v.InferInput<typeof DesignOptionsSchema>>();
    expectTypeOf<HighlightOptions>().toEqualTypeOf<v.InferInput<typeof HighlightOptionsSchema>>();
  });
});
