import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBulkFile, type BulkEntry } from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import { importHelp } from '../services/help/bulk/bulk-import-service';
import { helpRepository } from '../services/help/help-repository';

/**
 * Microsoft's QnA Maker chit-chat set, professional personality (MIT; ../shared/data/SOURCES.md), beside the
 * checkout as DESIGN lays it out.
 */
export const SAMPLE_HELP_FILE = fileURLToPath(
  new URL('../../../../shared/data/chitchat/qna_chitchat_professional.tsv', import.meta.url),
);

/**
 * Phrasings kept of each answer (the set has 14–299). Enough for the engine to answer other ways of asking, few
 * enough that the first start builds the index in seconds; the rest is what an administrator sees the engine miss and
 * teaches it (AddHelpPhrasing).
 */
export const SAMPLE_PHRASINGS = 12;

export type SampleHelpOutcome =
  | { kind: 'imported'; entries: number; questions: number }
  | { kind: 'kept'; why: 'has entries' }
  | { kind: 'missing'; file: string };

/** The set's entries, each with its first SAMPLE_PHRASINGS questions (the file's order), as an import sends them. */
export function sampleHelpEntries(source: string): BulkEntry[] {
  return parseBulkFile('tsv', source).entries.map((entry) => ({
    ...entry,
    Questions: entry.Questions.slice(0, SAMPLE_PHRASINGS),
    QuestionLines: entry.QuestionLines.slice(0, SAMPLE_PHRASINGS),
  }));
}

/**
 * The demo organization's sample help Q&A, so /Chat and the test dialog answer small talk from the first start: the
 * chit-chat entries imported through the console's own import call (the same checks, question claims and index
 * build). Only into an organization with no help entry, so an administrator's own knowledge base is never mixed with
 * it; the caller runs it once (a marker).
 */
export async function seedSampleHelp(organizationId: string, file = SAMPLE_HELP_FILE): Promise<SampleHelpOutcome> {
  if (!existsSync(file)) return { kind: 'missing', file };
  if ((await helpRepository.list({ organizationId }, { pageSize: 1 })).items.length > 0)
    return { kind: 'kept', why: 'has entries' };
  const entries = sampleHelpEntries(readFileSync(file, 'utf8'));
  const seeder: Principal = { email: 'seed', role: 'OrgAdmin', organizationId, sessionHash: '' };
  const outcome = await importHelp({ Entries: entries }, seeder);
  return { kind: 'imported', entries: outcome.New, questions: entries.reduce((n, e) => n + e.Questions.length, 0) };
}

/** What `npm start` prints of it (nothing once it was done on an earlier start). */
export function sampleHelpLine(outcome: SampleHelpOutcome | undefined): string {
  if (!outcome) return '';
  if (outcome.kind === 'missing') return `  sample help Q&A not added: ${outcome.file} is missing`;
  if (outcome.kind === 'kept') return '  sample help Q&A not added: Demo Organization already has help entries';
  return `  sample help Q&A: ${outcome.entries} chit-chat entries (${outcome.questions} questions) added to Demo Organization; its answering index builds in the background`;
}
