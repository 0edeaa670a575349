import { MESSAGE_DELAYS } from '@switchboard/shared';
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

export const BLOG_DELAY = MESSAGE_DELAYS.blog;
export const KPI_DATA_DELAY = MESSAGE_DELAYS.kpiData;
