import { fillMessage, messages, NEAR_DUPLICATES_LISTED, type BulkNearDuplicate } from '@switchboard/shared';
import { AppError } from '../../../errors';
import { answeringIndexOf } from '../answering-index/answering-index-cache';
import type { Question } from './bulk-plan';

/**
 * How long one preview call spends asking the index at most. Each question not decided by an exact or word match is
 * encoded (~3 ms), so a 500-entry chunk of new questions would take seconds; past this the rest are counted as
 * unchecked, so a 10,000-row preview stays within seconds of its time without the check.
 */
export const NEAR_DUPLICATE_CHECK_MS = 250;
/** Questions checked per call whatever the time (the first answers after a change may be slow on a busy machine). */
export const NEAR_DUPLICATE_MIN_CHECKED = 20;

/** A question of a new or changed row, and the stored entry the row becomes (none for a new entry). */
export interface CheckedQuestion extends Pick<Question, 'text' | 'line'> {
  ownHelpId?: string;
}

export interface NearDuplicateReport {
  NearDuplicates: BulkNearDuplicate[];
  NearDuplicatesMore: number;
  NearDuplicatesChecked: number;
  NearDuplicatesUnchecked: number;
  NearDuplicateNote: string | null;
}

const nothing = (unchecked: number, note: string | null): NearDuplicateReport => ({
  NearDuplicates: [],
  NearDuplicatesMore: 0,
  NearDuplicatesChecked: 0,
  NearDuplicatesUnchecked: unchecked,
  NearDuplicateNote: note,
});

/** The organization's answering index as questions get it, or null while its job builds it (never built here). */
async function readyIndex(organizationId: string) {
  try {
    return await answeringIndexOf(organizationId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'unavailable') return null;
    throw error;
  }
}

/**
 * The near-duplicate check of an import preview: each question is asked of the organization's current answering
 * index (as QandASimulate and the add/edit form's warning do); one that an existing entry other than the row's own
 * answers is listed, with that entry and the question of it that matched. Up to NEAR_DUPLICATES_LISTED are listed
 * and NEAR_DUPLICATE_CHECK_MS spent (after the first NEAR_DUPLICATE_MIN_CHECKED); when no index is ready (its job is building it), the check is skipped.
 */
export async function nearDuplicatesOf(
  organizationId: string,
  questions: readonly CheckedQuestion[],
  { budgetMs = NEAR_DUPLICATE_CHECK_MS, minChecked = NEAR_DUPLICATE_MIN_CHECKED } = {},
): Promise<NearDuplicateReport> {
  if (questions.length === 0) return nothing(0, null);
  const ready = await readyIndex(organizationId);
  if (!ready) return nothing(questions.length, messages.msg_help_bulk_near_duplicates_skipped);
  const { index, entries } = ready;
  if (!index) return { ...nothing(0, null), NearDuplicatesChecked: questions.length };
  const found: BulkNearDuplicate[] = [];
  const deadline = performance.now() + budgetMs;
  const now = new Date();
  let checked = 0;
  for (const question of questions) {
    if (checked >= minChecked && performance.now() > deadline) break;
    checked++;
    const { match } = await index.answer(question.text, { now });
    if (!match || match.id === question.ownHelpId || !entries.has(match.id)) continue;
    found.push({
      Line: question.line,
      Question: question.text,
      HelpID: match.id,
      MatchedQuestion: match.matchedQuestion,
      Score: match.share,
    });
  }
  const unchecked = questions.length - checked;
  return {
    NearDuplicates: found.slice(0, NEAR_DUPLICATES_LISTED),
    NearDuplicatesMore: Math.max(0, found.length - NEAR_DUPLICATES_LISTED),
    NearDuplicatesChecked: checked,
    NearDuplicatesUnchecked: unchecked,
    NearDuplicateNote: unchecked ? fillMessage(messages.msg_help_bulk_near_duplicates_cut, { unchecked }) : null,
  };
}
