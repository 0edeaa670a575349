import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A slice of Microsoft's chit-chat set (../shared/data/chitchat, MIT) for the tests of clarifications and the
 * answering balance: ten answers, 17 phrasings each, some of them close (who made you / what are you).
 */
export const CHITCHAT_ANSWERS = [
  "Age doesn't really apply to me.",
  "I don't need to eat.",
  "I don't have a body.",
  'People created me.',
  "I don't have a name.",
  'Goodbye.',
  "You're welcome.",
  "I'm not really that funny.",
  'Good morning.',
  "I'm digital. In other words, I'm not human.",
];

const rows = readFileSync(join(import.meta.dirname, '../../shared/data/chitchat/qna_chitchat_professional.tsv'), 'utf8')
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split('\t'));

/** The first 17 phrasings of an answer (one entry's questions). */
export const chitchatQuestionsOf = (answer: string) =>
  rows
    .filter((row) => row[1] === answer)
    .map((row) => row[0]!)
    .slice(0, 17);
