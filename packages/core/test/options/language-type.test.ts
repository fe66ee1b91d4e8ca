import { describe, expectTypeOf, it } from 'vitest';
import type { CodeOptions } from '../../src/cards/code/options.js';
import type { LanguageInput } from '../../src/highlight/options.js';

describe('the language option’s type', () => {
  it('offers the known ids and still takes any text', () => {
    expectTypeOf<'typescript'>().toExtend<NonNullable<CodeOptions['language']>>();
    expectTypeOf<'auto'>().toExtend<LanguageInput>();
    expectTypeOf<string>().toExtend<NonNullable<CodeOptions['language']>>();
    // The known ids are in the type itself (what an editor lists), not collapsed into string.
    expectTypeOf<Extract<LanguageInput, 'python'>>().toEqualTypeOf<'python'>();
    expectTypeOf<number>().not.toExtend<NonNullable<CodeOptions['language']>>();
  });
});
