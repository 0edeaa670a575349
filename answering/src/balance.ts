/**
 * The curator's knob: "answer more" (-2) … "ask more" (+2), 0 the calibrated balance. A step moves the refusal
 * threshold by BALANCE_QUANTILE_STEP of the calibration questions' scores (scale-free, like the threshold itself) and
 * scales the clarification margin; both only rise from "answer more" to "ask more", so the questions answered (and
 * among them those answered wrong) can only fall.
 *
 * The figures of each step are measured at calibration on the same leave-one-out questions: each sampled question
 * asked of the index without itself (and its copies). When its entry has other questions the right entry is there
 * to find; when not (one-question entries), any answer is wrong and a refusal is right. Word support and the word
 * shortcut are not replayed: the figures are those of the ranking, threshold and margin.
 *
 * In an index calibrated entry by entry (one question an entry) the threshold is a guess: no paraphrases say where a
 * user's rephrasing scores, so it answers only near-restatements. There "ask more" and "ask most" also ask about a
 * question under the threshold from the index's `askFrom` on, when it shares with an offered entry a word no other
 * entry has (answer.ts): a curator who asks more prefers a question to a refusal. The figures count those as asked,
 * so refusals may fall from the calibrated step to "ask more"; answers still only fall.
 */
export const BALANCE_STEPS = [-2, -1, 0, 1, 2] as const;
export type BalanceStep = (typeof BALANCE_STEPS)[number];
const BALANCE_QUANTILE_STEP = 0.03;
const MARGIN_FACTORS: Record<BalanceStep, number> = { [-2]: 0.4, [-1]: 0.7, 0: 1, 1: 1.5, 2: 2 };

export interface BalanceFigures {
  step: BalanceStep;
  threshold: number;
  margin: number;
  /** From this confidence a question under the threshold is asked about (an "ask more" step of an index calibrated
   * entry by entry); absent: refused. */
  askFrom?: number;
  /** Of `questions` leave-one-out questions: answered with their own entry, asked about, refused, answered wrong. */
  right: number;
  clarified: number;
  refused: number;
  wrong: number;
  questions: number;
}

/** How one leave-one-out question fared in the ranking: its best entry's confidence, its lead, and if it was right. */
export interface Outcome {
  confidence: number;
  lead: number;
  right: boolean;
}

/** The threshold and margin of every step, with the figures each gives on the calibration's own questions. */
export function measureBalance(
  outcomes: Outcome[],
  threshold: number,
  margin: number,
  askFrom?: number,
): BalanceFigures[] {
  const scores = outcomes.map((o) => o.confidence).sort((a, b) => a - b);
  const below = scores.filter((s) => s < threshold).length / Math.max(1, scores.length);
  const at = (q: number) => scores[Math.min(scores.length - 1, Math.max(0, Math.floor(q * scores.length)))]!;
  return BALANCE_STEPS.map((step) => {
    const moved = scores.length ? at(below + step * BALANCE_QUANTILE_STEP) : threshold;
    const t = step === 0 ? threshold : step < 0 ? Math.min(threshold, moved) : Math.max(threshold, moved);
    const m = margin * MARGIN_FACTORS[step];
    const asks = step > 0 && askFrom !== undefined ? { askFrom } : {};
    return { step, threshold: t, margin: m, ...asks, ...figuresAt(outcomes, t, m, asks.askFrom) };
  });
}

function figuresAt(outcomes: Outcome[], threshold: number, margin: number, askFrom = Infinity) {
  const figures = { right: 0, clarified: 0, refused: 0, wrong: 0, questions: outcomes.length };
  for (const o of outcomes) {
    if (o.confidence < threshold) figures[o.confidence >= askFrom ? 'clarified' : 'refused']++;
    else if (o.lead < margin) figures.clarified++;
    else if (o.right) figures.right++;
    else figures.wrong++;
  }
  return figures;
}

/** The threshold, margin and askFrom an answer uses at a step (the calibrated ones when the index has no figures). */
export function balanceAt(
  calibration: { threshold: number; margin?: number; balance?: BalanceFigures[] },
  step: BalanceStep = 0,
): { threshold: number; margin: number; askFrom?: number } {
  const figures = calibration.balance?.find((f) => f.step === step);
  return figures ?? { threshold: calibration.threshold, margin: calibration.margin ?? 0 };
}
