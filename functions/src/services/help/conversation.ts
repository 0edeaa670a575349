import type { ConversationContext, FollowUpPrompt } from '@switchboard/shared';
import { normalizeText } from '@switchboard/answering';
import type { HelpRecord } from './help-repository';

/**
 * A conversation over the help entries (issue 30): QnABot topics (an answer's topic becomes the conversation's, and
 * the next question is matched first among that topic's entries) and QnA Maker multi-turn prompts (an answer offers
 * its entry's follow-ups; a context-only entry answers only as a follow-up of its parent).
 */
export type Entries = Map<string, HelpRecord>;

/** Where a match was found when not among all entries (QandASimulate's MatchedVia). */
export type MatchedVia = 'follow-up' | 'topic' | 'id' | 'choice';

/** Asks the engine among the entries `only` allows (all when absent). */
export type Ask<A> = (only?: (helpId: string) => boolean) => Promise<A>;

interface Derived {
  byExternalId: Map<string, string>;
  contextOnly: Set<string>;
  topicOf: Map<string, string>;
}
// One map is one content version's entries: what is derived from it is derived once.
const derived = new WeakMap<Entries, Derived>();
function derive(entries: Entries): Derived {
  let known = derived.get(entries);
  if (known) return known;
  known = { byExternalId: new Map(), contextOnly: new Set(), topicOf: new Map() };
  for (const entry of entries.values()) {
    if (entry.ExternalID) known.byExternalId.set(entry.ExternalID, entry.HelpID);
    if (entry.Topic) known.topicOf.set(entry.HelpID, normalizeText(entry.Topic));
    if ((entry.Kept as Record<string, unknown> | undefined)?.IsContextOnly === true)
      known.contextOnly.add(entry.HelpID);
  }
  derived.set(entries, known);
  return known;
}

const lowerKeys = (item: unknown) =>
  Object.fromEntries(
    Object.entries(item && typeof item === 'object' ? item : {}).map(([key, value]) => [key.toLowerCase(), value]),
  );

/**
 * An entry's follow-up prompts in their display order: QnA Maker's Prompts ({DisplayText, QnaId, DisplayOrder}, keys
 * in any case; QnaId is the external id of the entry it leads to), then QnABot's `next` (a question of the next
 * stop, leading to the one entry that has it) unless it is one of the entry's own questions.
 */
export function followUpsOf(
  entry: HelpRecord,
  entries: Entries,
  questionsOf: (helpId: string) => string[],
): FollowUpPrompt[] {
  const ownQuestions = questionsOf(entry.HelpID);
  const { byExternalId } = derive(entries);
  const kept = (entry.Kept ?? {}) as Record<string, unknown>;
  const prompts = (Array.isArray(kept.Prompts) ? kept.Prompts : [])
    .map(lowerKeys)
    .filter((prompt) => typeof prompt.displaytext === 'string' && prompt.displaytext.trim() !== '')
    .sort((a, b) => Number(a.displayorder ?? 0) - Number(b.displayorder ?? 0))
    .map((prompt) => ({
      Text: (prompt.displaytext as string).trim(),
      HelpID: (prompt.qnaid !== undefined && byExternalId.get(String(prompt.qnaid))) || null,
    }));
  const next = entry.Next && normalizeText(entry.Next);
  if (next && !ownQuestions.some((question) => normalizeText(question) === next))
    prompts.push({ Text: entry.Next!, HelpID: questionOwners(entries, questionsOf).get(next) ?? null });
  return prompts;
}

// The entry of each question (normalised) that only one entry has, per entries map: where a `next` leads.
const owners = new WeakMap<Entries, Map<string, string | null>>();
function questionOwners(entries: Entries, questionsOf: (helpId: string) => string[]) {
  let known = owners.get(entries);
  if (known) return known;
  known = new Map();
  for (const id of entries.keys())
    for (const question of questionsOf(id)) {
      const key = normalizeText(question);
      known.set(key, known.has(key) && known.get(key) !== id ? null : id);
    }
  owners.set(entries, known);
  return known;
}

/** The entry a question names directly: "QID::<external id>" (QnABot's button values), else undefined. */
export function entryNamedBy(question: string, entries: Entries): string | undefined {
  const named = /^QID::(.+)$/i.exec(question.trim());
  return named ? derive(entries).byExternalId.get(named[1]!.trim()) : undefined;
}

export interface Found<A> {
  answer?: A;
  /** The entry chosen without the engine (a follow-up's text, a QID), with how. */
  chosen?: { helpId: string; via: MatchedVia };
  via?: MatchedVia;
}

/**
 * Finds the answer to a question in a conversation: a named entry (QID::…) or a follow-up prompt's text answers its
 * entry directly, and a question written word for word under one entry elsewhere asks all entries; else the previous
 * answer's follow-ups, then the topic's entries, then all entries are asked, the first to answer wins. Context-only
 * entries answer only as follow-ups of their parent.
 */
export async function findInConversation<A extends { Kind: string }>(
  question: string,
  context: ConversationContext | undefined,
  entries: Entries,
  ownQuestionsOf: (helpId: string) => string[],
  ask: Ask<A>,
): Promise<Found<A>> {
  const named = entryNamedBy(question, entries);
  if (named) return { chosen: { helpId: named, via: 'id' } };
  const { contextOnly, topicOf } = derive(entries);
  const parent = context?.HelpID ? entries.get(context.HelpID) : undefined;
  const followUps = parent ? followUpsOf(parent, entries, ownQuestionsOf) : [];
  const asked = normalizeText(question);
  const prompt = followUps.find((p) => p.HelpID && entries.has(p.HelpID) && normalizeText(p.Text) === asked);
  if (prompt) return { chosen: { helpId: prompt.HelpID!, via: 'follow-up' } };
  const leadsTo = new Set(followUps.flatMap((p) => (p.HelpID ? [p.HelpID] : [])));
  const topic = context?.Topic ? normalizeText(context.Topic) : '';
  const everyEntry = contextOnly.size ? (id: string) => !contextOnly.has(id) : undefined;
  // A question written word for word under one entry outside the follow-ups and the topic is that entry's: "Maru"
  // asked within the topic "Terminus" is the Maru stop, not a weak match among Terminus's entries (found in CI).
  const owner = questionOwners(entries, ownQuestionsOf).get(asked);
  if (owner && !contextOnly.has(owner) && !leadsTo.has(owner) && topicOf.get(owner) !== (topic || undefined))
    return { answer: await ask(everyEntry) };
  if (leadsTo.size) {
    const answer = await ask((id) => leadsTo.has(id));
    if (answer.Kind === 'answer') return { answer, via: 'follow-up' };
  }
  if (topic) {
    const answer = await ask((id) => topicOf.get(id) === topic && !contextOnly.has(id));
    if (answer.Kind === 'answer') return { answer, via: 'topic' };
  }
  return { answer: await ask(everyEntry) };
}
