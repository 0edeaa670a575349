/** The help Q&A answering engine: a pure library (no AWS, no HTTP). See README.md beside this file. */
export { AnsweringIndex } from './answering-index';
export { loadSentenceEncoder, type SentenceEncoder } from './encoder';
export { deserializeIndex, serializeIndex } from './persistence';
export { normalizeText } from './text';
export type * from './types';
export { BALANCE_STEPS, type BalanceFigures, type BalanceStep } from './balance';
