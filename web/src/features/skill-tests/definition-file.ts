import { messages } from '@switchboard/shared';

/** A definition file is chosen by its name: it must end in .json, in any case ("tests.JSON" is fine). */
export const isJsonFileName = (name: string) => /\.json$/i.test(name.trim());

/**
 * The definition file rules of the add and edit forms (spec part 2 §5): a chosen file must be a .json file; with
 * no file the test needs one already stored (its Url), which only an edited test has: a new test must upload one.
 */
export function definitionFileProblem(fileName: string, url: string, mode: 'create' | 'edit'): string | undefined {
  if (fileName.trim()) return isJsonFileName(fileName) ? undefined : messages.msg_skill_test_json_only;
  if (mode === 'create' || !url.trim()) return messages.msg_skill_test_file_not_found;
  return undefined;
}

/** /Media/UploadFiles answers 'name|url', or '' when it stored nothing (the upload failed). */
export function uploadedUrl(answer: unknown): string | undefined {
  if (typeof answer !== 'string') return undefined;
  const bar = answer.indexOf('|');
  const url = bar >= 0 ? answer.slice(bar + 1).trim() : '';
  return url || undefined;
}

/** The file name a stored definition's Url ends in (/Media/Files/ab12….json → ab12….json). */
export const storedFileName = (url: string) => url.split('/').pop() ?? url;
