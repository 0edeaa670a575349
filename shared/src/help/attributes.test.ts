import { describe, expect, it } from 'vitest';
import { attributesNodeErrors, attributesProblem } from './attributes';

describe('attributesProblem', () => {
  it('says where a text stops being JSON', () => {
    expect(attributesProblem('{"SmallImage": ')).toBe(
      'Attributes JSON is invalid. Please correct JSON before saving. (not JSON at line 1, column 15: Unexpected end of JSON input)',
    );
    expect(attributesProblem('{\n  "SmallImage": "https://"\n  "LargeImage": ""\n}')).toMatch(
      /\(not JSON at line 3, column 3: Expected ',' or '}' after property value\)$/,
    );
  });

  it('names the attribute a rule refuses, and a value that is not an object', () => {
    expect(attributesProblem('{"ExternalUrl": "ftp://x"}')).toMatch(/\(ExternalUrl must be an http\(s\) URL\)$/);
    expect(attributesProblem('[1]')).toMatch(/\(must be an object\)$/);
    expect(attributesProblem('{"SmallImage": "https://"}')).toBeUndefined();
  });
});

describe('attributesNodeErrors', () => {
  it('lists each refused node by its path', () => {
    expect(attributesNodeErrors({ RelatedContentIds: ['x'], ExternalUrl: 'nope' })).toEqual(
      expect.arrayContaining([
        { path: ['RelatedContentIds', 0], message: 'must be ids (GUIDs)' },
        { path: ['ExternalUrl'], message: 'must be an http(s) URL' },
      ]),
    );
  });
});
