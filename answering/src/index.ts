/** The help Q&A answering engine: a pure library (no AWS, no HTTP). See ../README.md. */
export { AnsweringIndex } from './answering-index';
export {
  loadSentenceEncoder,
  loadTextModel,
  sentenceEncoderOf,
  type CachingEncoder,
  type ModelOptions,
  type SentenceEncoder,
  type TextModel,
} from './encoder';
export { scoreShare } from './score-share';
export { deserializeIndex, serializeIndex } from './persistence';
export { normalizeText } from './text';
export type * from './types';
export { BALANCE_STEPS, type BalanceFigures, type BalanceStep } from './balance';
