import type { QuestionAnswer } from '@switchboard/shared';
import { useState } from 'react';
import { api } from '../../api/client';

export interface NearDuplicate {
  question: string;
  answer: QuestionAnswer;
}

/**
 * A question another entry already answers: the engine matches it to that entry at or above its threshold (the
 * score at which it would answer with it). Such a question would compete with that entry, so the curator is told.
 */
export const isNearDuplicate = (answer: QuestionAnswer, ownHelpId: string) =>
  answer.HelpID !== null &&
  answer.HelpID !== ownHelpId &&
  answer.Score !== null &&
  answer.Score >= (answer.Threshold ?? Number.POSITIVE_INFINITY);

/** Asks QandASimulate about each question added to an entry; keeps the ones another entry answers. */
export function useNearDuplicates(ownHelpId: string) {
  const [found, setFound] = useState<NearDuplicate[]>([]);
  const check = (question: string) => {
    api('QandASimulate', { body: { Question: question, QuestionType: '' } }).then(
      (answer) => {
        if (isNearDuplicate(answer, ownHelpId))
          setFound((current) => [...current.filter((item) => item.question !== question), { question, answer }]);
      },
      // A warning that cannot be computed is no reason to stop the curator: the save still checks duplicates.
      () => undefined,
    );
  };
  const forget = (question: string) => setFound((current) => current.filter((item) => item.question !== question));
  return { found, check, forget };
}
