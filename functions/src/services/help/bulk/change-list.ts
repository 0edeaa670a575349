import { helpExtraNames, splitQuestions, uniqueKey, type BulkChange, type NewHelp } from '@switchboard/shared';
import type { StoredHelp } from './batch-reads';
import { fieldOf } from './bulk-plan';

/** Changed entries a preview lists at most per call (the others are counted in ChangesMore). */
export const CHANGES_LISTED = 200;

const text = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const compared = ['LongDescription', 'MediaType', 'MediaUrl', 'HelpCategoryID', 'AttributesJSON', ...helpExtraNames];

/**
 * What an import would change in a stored entry, field by field, before and after: the questions it adds (an
 * import never removes one) and every other field that differs.
 */
export function changeOf(line: number, input: NewHelp, stored: StoredHelp): BulkChange {
  const storedQuestions = splitQuestions(stored.ShortDescription);
  const had = new Set(storedQuestions.map(uniqueKey));
  const added = splitQuestions(input.ShortDescription).filter((question) => !had.has(uniqueKey(question)));
  const fields = compared.flatMap((name) => {
    const [before, after] = [text(stored[name]), text((input as Record<string, unknown>)[name])];
    return before === after ? [] : [{ Field: fieldOf[name]!, Before: before, After: after }];
  });
  if (added.length)
    fields.unshift({ Field: 'questions added', Before: storedQuestions.join('; '), After: added.join('; ') });
  return { Line: line, HelpID: stored.HelpID, Entry: storedQuestions[0] ?? '', Fields: fields };
}
