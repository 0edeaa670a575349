import {
  foldForSearch,
  helpEntryMatches,
  QUESTION_SEPARATOR,
  questionsProblem,
  splitQuestions,
  type Help,
  type HelpPhrasing,
  type HelpChange,
  type HelpFilter,
  type HelpRef,
  type NewHelp,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { PageQuery } from '@switchboard/shared';
import type { Listing } from '../../data/list-query';
import { withoutVersion } from '../../data/versioned';
import { AppError } from '../../errors';
import { checkReferences, loadLookups } from '../content/lookups-service';
import { bumpContentVersion } from './content-version';
import { reserveHelp } from './help-caps';
import { helpCategoryRange, helpRepository } from './help-repository';
import { claimKeysOf, claimQuestions, questionChanges, releaseQuestions } from './question-claims-service';
import { organizationScope as scopeOf } from '../../data/entity-repository';

const checkReferenced = (input: { GroupID: string; HelpCategoryID: string }, principal: Principal) =>
  checkReferences(input, { GroupID: 'group', HelpCategoryID: 'helpCategory' }, principal.organizationId);

/**
 * A page of the organization's entries, newest first (one category's with categoryID; with Search, the entries that
 * hold it, read across the whole organization: at most its HELP_ENTRIES_MAX entries); Organizations beside page 1.
 */
export async function listHelp(query: HelpFilter & PageQuery, principal: Principal): Promise<Listing<Help>> {
  const request = { pageSize: query.PageSize, cursor: query.Cursor };
  const within = query.categoryID ? helpCategoryRange(query.categoryID) : undefined;
  const search = foldForSearch(query.Search ?? '');
  const keep = search ? (entry: object) => helpEntryMatches(entry, search) : undefined;
  const page = await helpRepository.list(scopeOf(principal), request, within, keep);
  const beside = query.Cursor ? {} : await loadLookups(['Organizations'], principal.organizationId);
  return page.within('Helps', beside) as unknown as Listing<Help>;
}

/**
 * Adds an entry: its questions are claimed first (409 "Question already exists." if another entry of the
 * organization has one), then the entry is written; if that fails, the claims are released.
 */
export async function addHelp(input: NewHelp, principal: Principal): Promise<Help> {
  await checkReferenced(input, principal);
  const { organizationId } = principal;
  const id = randomUUID();
  const questions = claimKeysOf(input);
  const asked = splitQuestions(input.ShortDescription).length;
  await reserveHelp(organizationId, 1, asked);
  try {
    await claimQuestions(organizationId, id, questions);
  } catch (error) {
    await reserveHelp(organizationId, -1, -asked);
    throw error;
  }
  const now = new Date().toISOString();
  const record = {
    ...input,
    HelpID: id,
    OrganizationID: organizationId,
    DateCreated: now,
    CreatedBy: principal.email,
    DateLastUpdated: now,
    LastUpdatedBy: principal.email,
  };
  try {
    const stored = await helpRepository.create(scopeOf(principal), id, record);
    await bumpContentVersion(organizationId);
    return stored as Help;
  } catch (error) {
    await releaseQuestions(organizationId, id, questions);
    await reserveHelp(organizationId, -1, -asked);
    throw error;
  }
}

/**
 * Replaces an entry (only if its Version is still the one sent, else 409): new questions are claimed before the
 * write (and released if it fails), questions it no longer has are released after it.
 */
export async function updateHelp(change: HelpChange, principal: Principal): Promise<'Success'> {
  const { Version, ...input } = change;
  const { organizationId } = principal;
  const current = await helpRepository.get(scopeOf(principal), input.HelpID);
  if (!current) throw new AppError('notFound');
  await checkReferenced(input, principal);
  const record = {
    ...withoutVersion(current),
    ...input,
    OrganizationID: organizationId,
    DateLastUpdated: new Date().toISOString(),
    LastUpdatedBy: principal.email,
  };
  const { added, removed } = questionChanges(claimKeysOf(current), claimKeysOf(record));
  const more = splitQuestions(record.ShortDescription).length - splitQuestions(current.ShortDescription).length;
  await reserveHelp(organizationId, 0, more);
  try {
    await claimQuestions(organizationId, input.HelpID, added);
  } catch (error) {
    await reserveHelp(organizationId, 0, -more);
    throw error;
  }
  try {
    await helpRepository.replace(scopeOf(principal), input.HelpID, record, Version ?? current.Version);
  } catch (error) {
    await releaseQuestions(organizationId, input.HelpID, added);
    await reserveHelp(organizationId, 0, -more);
    throw error;
  }
  await releaseQuestions(organizationId, input.HelpID, removed);
  await bumpContentVersion(organizationId);
  return 'Success';
}

/** Deletes an entry of the caller's organization (another organization's id answers 404), then its claims. */
export async function deleteHelp(ref: HelpRef, principal: Principal): Promise<'Success'> {
  const current = await helpRepository.get(scopeOf(principal), ref.HelpID);
  if (!current) throw new AppError('notFound');
  const questions = splitQuestions(current.ShortDescription).length;
  await reserveHelp(principal.organizationId, -1, -questions);
  try {
    await helpRepository.delete(scopeOf(principal), ref.HelpID, current.Version);
  } catch (error) {
    await reserveHelp(principal.organizationId, 1, questions);
    throw error;
  }
  await releaseQuestions(principal.organizationId, ref.HelpID, claimKeysOf(current));
  await bumpContentVersion(principal.organizationId);
  return 'Success';
}

/** Appends are commutative, so one that lost a race to another writer of the entry reads it again and retries. */
const PHRASING_ATTEMPTS = 3;

/**
 * AddHelpPhrasing: the question joins the entry's questions, by the same rules and claims as UpdateHelp (a question of
 * another entry answers 409 "Question already exists."; one the entry already has, 400). The entry is read here, so
 * the caller needs neither the entry nor its Version; when another writer changed it meanwhile, the append is done
 * again on what that writer stored (nothing of theirs is lost).
 */
export async function addHelpPhrasing(input: HelpPhrasing, principal: Principal): Promise<'Success'> {
  for (let attempt = 1; ; attempt++) {
    const current = await helpRepository.get(scopeOf(principal), input.HelpID);
    if (!current) throw new AppError('notFound');
    const questions = [...splitQuestions(current.ShortDescription), input.Question];
    const problem = questionsProblem(questions);
    if (problem) throw new AppError('invalid', `Question: ${problem}`);
    // The stored entry with one more question, replaced only if its Version is still the one just read.
    const change = { ...current, ShortDescription: questions.join(QUESTION_SEPARATOR) } as HelpChange;
    try {
      return await updateHelp(change, principal);
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict') || attempt === PHRASING_ATTEMPTS) throw error;
    }
  }
}
