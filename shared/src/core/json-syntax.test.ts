import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, lineColumnAt } from './json-syntax';

describe('jsonSyntaxError', () => {
  it('answers nothing for JSON', () => {
    expect(jsonSyntaxError('{"SmallImage": "https://"}')).toBeUndefined();
  });

  it('places a wrong character on its line and column', () => {
    const text = '{\n  "SmallImage": "https://",\n  "LargeImage" "x"\n}';
    expect(jsonSyntaxError(text)).toMatchObject({ line: 3, column: 16 });
    expect(jsonSyntaxError(text)!.reason).not.toMatch(/position|line \d/);
  });

  it('places a text that ends too early where it ends', () => {
    expect(jsonSyntaxError('{"SmallImage": ')).toMatchObject({ line: 1, column: 15 });
    expect(jsonSyntaxError('{\n  "a": [1,\n')).toMatchObject({ line: 2, column: 11 });
  });
});

describe('lineColumnAt', () => {
  it('counts from 1 on both', () => {
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
