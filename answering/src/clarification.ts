import type { RankedEntry } from './ranking';

/**
 * "Right, or it asks." An answer needs its entry to stand out: its fused score (ranking.ts, z-scores over the
 * candidate entries) must beat the runner-up's by the index's margin. Otherwise the best entries are too close to
 * tell apart and the assistant asks which one was meant, offering those within the margin (2 or 3).
 *
 * The margin is measured on the index itself, like the threshold: leave one *entry* out, ask its question, and the
 * entry that wins is wrong by construction. How far such a wrong winner leads its runner-up, among those that would
 * have been answered (confidence at the threshold), is how decisive a wrong answer looks in this knowledge base; the
 * margin is the MARGIN_QUANTILE of those leads, so most wrong winners of that kind ask instead of answering.
 */
export const MARGIN_QUANTILE = 0.75;
/** Fewer wrong winners above the threshold than this say nothing of their leads: no margin (answer as before). */
const MIN_MEASURED = 5;
const MAX_OPTIONS = 3;

/** The lead of the best entry over the next (Infinity when it is alone). */
export function leadOf(ranked: Pick<RankedEntry, 'fused'>[]): number {
  return ranked.length > 1 ? ranked[0]!.fused - ranked[1]!.fused : Infinity;
}

/** The margin from the leave-one-entry-out winners: their confidence and lead. */
export function calibrateMargin(wrongWinners: { confidence: number; lead: number }[], threshold: number): number {
  const leads = wrongWinners
    .filter((w) => w.confidence >= threshold && Number.isFinite(w.lead))
    .map((w) => w.lead)
    .sort((a, b) => a - b);
  if (leads.length < MIN_MEASURED) return 0;
  return leads[Math.min(leads.length - 1, Math.floor(MARGIN_QUANTILE * leads.length))]!;
}

/**
 * Whether the best entry does not stand out: it leads by less than the margin, or not at all (a tie is never decided
 * by the order entries happen to come in: entries sharing their questions word for word).
 */
export function tooClose(ranked: Pick<RankedEntry, 'fused'>[], margin: number): boolean {
  const lead = leadOf(ranked);
  return lead < margin || lead <= 0;
}

/** The entries to offer when the best does not lead by the margin: those within it, best first (at least two). */
export function optionsWithin<T extends Pick<RankedEntry, 'fused'>>(ranked: T[], margin: number): T[] {
  const top = ranked[0];
  if (!top) return [];
  const within = ranked.slice(0, MAX_OPTIONS).filter((r) => top.fused - r.fused < margin);
  return within.length >= 2 ? within : ranked.slice(0, 2);
}

/**
 * The entries to offer, at "ask more" (balance.ts), for a question an index calibrated entry by entry cannot answer
 * (under its threshold, or no topic word shared with the best entry) but is close to: the candidates from `askFrom`
 * on (at least two), when one of them is named by the question (`named`: a word only that entry has). Empty: refuse.
 */
export function askBelowThreshold<T extends { id: string; score: number }>(
  candidates: T[],
  askFrom: number,
  named: (id: string) => boolean,
): T[] {
  if (candidates.length < 2 || candidates[0]!.score < askFrom) return [];
  const close = candidates.slice(0, MAX_OPTIONS).filter((c) => c.score >= askFrom);
  const options = close.length >= 2 ? close : candidates.slice(0, 2);
  return options.some((o) => named(o.id)) ? options : [];
}
