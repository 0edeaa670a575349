import { externalIdKey, messages, type BulkEntry, type BulkMode, type BulkProblem } from '@switchboard/shared';
import { questionHolders } from '../question-holders';
import { helpEntriesById, ownEntriesOf } from './batch-reads';
import { checkQuestions, planEntry, type Planned, type Question } from './bulk-plan';
import { categoryCheck } from './category-check';

/** Which stored entry holds each of these claim keys (questions within their topic, external ids). */
const holdersOf = (organizationId: string, keys: readonly string[]) => questionHolders(organizationId, keys);

const externalKey = (entry: BulkEntry) => (entry.ExternalID?.trim() ? externalIdKey(entry.ExternalID.trim()) : '');

/**
 * Sorts a chunk's entries into new / changed / unchanged against what is stored; every refused row becomes a
 * problem. An entry matches the stored entry with its external id (QnABot qid, QnA Maker QnaId), else the one that
 * holds its first question within its topic; a question another entry holds in that topic is refused, and so is a
 * category that is not one of the organization's.
 */
export async function plan(given: readonly BulkEntry[], organizationId: string, mode: BulkMode = 'update') {
  const problems: BulkProblem[] = [];
  const seen = new Map<string, number>();
  const own = await ownEntriesOf(given, organizationId);
  const entries = given.map((entry) => {
    const stored = own.get(entry.ExternalID ?? '');
    return stored ? { ...entry, ExternalID: stored.ExternalID, HelpID: stored.HelpID } : entry;
  });
  const checked = entries.map((entry) => ({ entry, questions: checkQuestions(entry, seen, problems) }));
  const keys = checked.flatMap(({ entry, questions }) => [
    ...questions.map((question) => question.key),
    ...(externalKey(entry) ? [externalKey(entry)] : []),
  ]);
  const holders = await holdersOf(organizationId, keys);
  const stored = await helpEntriesById(organizationId, [...new Set([...holders.values()].filter(Boolean))] as string[]);
  for (const [id, entry] of own) stored.set(id, entry);
  const categoryProblem = await categoryCheck(organizationId);
  const planned: Planned[] = [];
  for (const { entry, questions } of checked) {
    const wrongCategory = categoryProblem(entry);
    if (wrongCategory) {
      problems.push(wrongCategory);
      continue;
    }
    const holderOf = (key: string) => {
      const holder = key ? holders.get(key) : undefined;
      return holder && stored.has(holder) ? holder : undefined;
    };
    const held = (question: Question) => holderOf(question.key);
    const target =
      ('HelpID' in entry ? entry.HelpID : undefined) ??
      holderOf(externalKey(entry)) ??
      questions.map(held).find(Boolean);
    // "Add new only" leaves every entry that is already stored as it is.
    if (target && mode === 'new-only') {
      planned.push({ kind: 'unchanged', id: target });
      continue;
    }
    const own = questions.filter((question) => {
      const holder = held(question);
      if (!holder || holder === target) return true;
      problems.push({ Line: question.line, Field: 'questions', Reason: messages.msg_help_bulk_question_elsewhere });
      return false;
    });
    if (own.length === 0) continue;
    const item = planEntry(entry, own, target ? stored.get(target) : undefined, problems);
    if (item) planned.push(item);
  }
  return { planned, problems };
}
