import type { Asked } from './use-ask';

/** How the question was put, in words (none: typed). */
export function askedHow({ by, chosen }: Asked): string | undefined {
  if (chosen) return `then chose “${chosen.Question}”`;
  if (by === 'follow-up') return 'with its follow-up button';
  if (by === 'card') return 'with a card’s button';
  return undefined;
}

/** The topic an answer left the conversation in, when it is not the one the question was asked in. */
export function topicChange({ answer, topicBefore }: Asked): string | undefined {
  if (!answer.Topic || answer.Topic === topicBefore) return undefined;
  return topicBefore ? `Topic changed from “${topicBefore}” to “${answer.Topic}”` : `Topic set to “${answer.Topic}”`;
}

/** Where a match was found in a conversation, in words (none: among all entries). */
export function foundBy({ answer, after }: Asked): string | undefined {
  if (answer.MatchedVia === 'follow-up') return `A follow-up of “${after ?? 'the previous answer'}”`;
  if (answer.MatchedVia === 'topic') return `Within the topic “${answer.Topic}”`;
  if (answer.MatchedVia === 'id') return 'Named by its id';
  return undefined;
}
