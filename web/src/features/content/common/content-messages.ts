import { MESSAGE_DELAYS, messages, nameAsWords, type MessageKey } from '@switchboard/shared';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListMessages } from '../../../components/list-screen/types';

interface Success {
  created: string;
  updated: string;
  deleted?: string;
}

/**
 * A content screen's messages: the catalogue's failure texts for its noun, the spec's success texts (part 2 §8),
 * and its delays — the catalogue's, or one delay for every message where the spec sets one (blogs 12 s, the KPI
 * data banner and its errors 10 s).
 */
export function contentMessages(noun: string, success: Success, delayMs?: number): ListMessages {
  const base = recordMessages(noun);
  return {
    texts: { ...base.texts, ...success, deleted: success.deleted ?? base.texts.deleted },
    delayMs: delayMs ?? base.delayMs,
    delays: delayMs === undefined ? base.delays : undefined,
  };
}

/** What a family declares of its messages (core/family.ts): its noun and the spec's success messages, by key. */
interface FamilyWords {
  type: string;
  noun?: string;
  messages?: { added: MessageKey; updated: MessageKey; removed?: MessageKey };
}

/**
 * A content screen's messages read from its family: the spec's success texts it names, else the catalogue's
 * '{noun} added.' ones for its noun.
 */
export function familyMessages(family: FamilyWords, delayMs?: number): ListMessages {
  const noun = family.noun ?? nameAsWords(family.type).toLowerCase();
  const named = family.messages;
  if (!named) return contentMessages(noun, recordMessages(noun).texts, delayMs);
  const success = {
    created: messages[named.added],
    updated: messages[named.updated],
    ...(named.removed ? { deleted: messages[named.removed] } : {}),
  };
  return contentMessages(noun, success, delayMs);
}

export const BLOG_DELAY = MESSAGE_DELAYS.blog;
export const KPI_DATA_DELAY = MESSAGE_DELAYS.kpiData;
