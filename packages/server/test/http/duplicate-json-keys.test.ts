import { describe, expect, it } from 'vitest';
import { firstDuplicateKey } from '../../src/http/duplicate-json-keys.js';

describe('firstDuplicateKey', () => {
  it.each([
    ['{"theme":"a","theme":"b"}', 'theme'],
    ['{"a":{"x":1,"y":2,"x":3}}', 'a.x'],
    ['{"fonts":[{"name":"A"},{"name":"B","name":"C"}]}', 'fonts[1].name'],
    ['{"a\\u0062":1,"ab":2}', 'ab'],
    ['{"t":"{\\"t\\":1,\\"t\\":2}","u":["x,y","z"]}', undefined],
    ['{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}', undefined],
    ['[1,2,{"k":[{"k":1}]}]', undefined],
    ['"just a string"', undefined],
  ])('%s → %s', (text, expected) => {
    JSON.parse(text);
    expect(firstDuplicateKey(text)).toBe(expected);
  });
});
