import { messages } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { definitionFileProblem, isJsonFileName, uploadedUrl } from './definition-file';

describe('definition file rules', () => {
  it('takes a .json file in any case and refuses every other name', () => {
    expect(isJsonFileName('greetings.json')).toBe(true);
    expect(isJsonFileName('Greetings.JSON')).toBe(true);
    expect(isJsonFileName('notes.txt')).toBe(false);
    expect(isJsonFileName('json')).toBe(false);
    expect(isJsonFileName('tests.json.txt')).toBe(false);
    expect(definitionFileProblem('notes.txt', '/Media/Files/a.json', 'edit')).toBe(messages.msg_skill_test_json_only);
  });

  it('needs a file for a new test; an edited test may keep the one it has', () => {
    expect(definitionFileProblem('', '', 'create')).toBe(messages.msg_skill_test_file_not_found);
    expect(definitionFileProblem('', '/Media/Files/a.json', 'create')).toBe(messages.msg_skill_test_file_not_found);
    expect(definitionFileProblem('', '', 'edit')).toBe(messages.msg_skill_test_file_not_found);
    expect(definitionFileProblem('', '/Media/Files/a.json', 'edit')).toBeUndefined();
    expect(definitionFileProblem('new.json', '', 'create')).toBeUndefined();
  });

  it("reads the upload's 'name|url' answer; an empty one stored nothing", () => {
    expect(uploadedUrl('greetings.json|/Media/Files/abc.json')).toBe('/Media/Files/abc.json');
    expect(uploadedUrl('')).toBeUndefined();
    expect(uploadedUrl(null)).toBeUndefined();
    expect(uploadedUrl('greetings.json|')).toBeUndefined();
  });
});
