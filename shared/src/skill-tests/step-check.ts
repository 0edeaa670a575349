import type { StepExpectation } from './definition';

/** What the answering engine said to one step (QandASimulate's answer). */
export interface EngineAnswer {
  Text: string;
  HelpID: string | null;
  /** The matched entry's questions, first one first (for `entry` given as a question). */
  EntryQuestions: string[];
  Score: number | null;
  /** A clarification's offered entries, each with its questions (empty or absent: not a clarification). */
  Options?: { HelpID: string; EntryQuestions: string[] }[];
  /** The topic the answer is in (absent: none). */
  Topic?: string;
  /** The texts of the follow-up prompts the answer offers. */
  FollowUps?: string[];
}

const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The expectation in words, for the result page and the reports. */
export function describeExpectation(expect: StepExpectation): string {
  const parts: string[] = [];
  if (expect.noMatch === true) parts.push('no answer (no match)');
  if (expect.noMatch === false) parts.push('an answer');
  if (expect.entry) parts.push(`the entry "${expect.entry}"`);
  if (expect.minScore !== undefined) parts.push(`score ≥ ${expect.minScore}`);
  if (expect.clarify) parts.push(`asks which was meant of ${expect.clarify.map((e) => `"${e}"`).join(', ')}`);
  if (expect.topic) parts.push(`in the topic "${expect.topic}"`);
  if (expect.followUps) parts.push(`offers ${expect.followUps.map((e) => `"${e}"`).join(', ')}`);
  if (expect.equals) parts.push(`answer equals "${expect.equals}"`);
  for (const text of expect.contains ?? []) parts.push(`contains "${text}"`);
  for (const text of expect.notContains ?? []) parts.push(`does not contain "${text}"`);
  return parts.join('; ');
}

/** Every expectation the answer misses, in words (none: the step passed). Texts compare without case and spacing. */
export function stepFailures(expect: StepExpectation, answer: EngineAnswer): string[] {
  const failures: string[] = [];
  const answered = answer.HelpID !== null;
  const text = folded(answer.Text);
  if (expect.noMatch === true && answered) failures.push('expected no match, but an entry answered');
  if (expect.noMatch === false && !answered) failures.push('expected an answer, but nothing matched');
  if (expect.entry) {
    const wanted = folded(expect.entry);
    const isEntry =
      answered && (folded(answer.HelpID!) === wanted || folded(answer.EntryQuestions[0] ?? '') === wanted);
    if (!isEntry) failures.push(`expected the entry "${expect.entry}"`);
  }
  if (expect.clarify) failures.push(...clarifyFailures(expect.clarify, answer.Options ?? []));
  if (expect.topic && folded(answer.Topic ?? '') !== folded(expect.topic))
    failures.push(`expected the topic "${expect.topic}", but it is ${answer.Topic ? `"${answer.Topic}"` : 'none'}`);
  for (const wanted of expect.followUps ?? []) {
    if (!(answer.FollowUps ?? []).some((offered) => folded(offered) === folded(wanted)))
      failures.push(`the answer does not offer the follow-up "${wanted}"`);
  }
  if (expect.minScore !== undefined && (answer.Score ?? 0) < expect.minScore) {
    failures.push(`score ${answer.Score ?? 'none'} is below ${expect.minScore}`);
  }
  if (expect.equals !== undefined && text !== folded(expect.equals))
    failures.push('the answer is not the expected text');
  for (const wanted of expect.contains ?? []) {
    if (!text.includes(folded(wanted))) failures.push(`the answer does not contain "${wanted}"`);
  }
  for (const unwanted of expect.notContains ?? []) {
    if (text.includes(folded(unwanted))) failures.push(`the answer contains "${unwanted}"`);
  }
  return failures;
}

/** What a clarification misses: none at all, or an entry it does not offer (by HelpID or first question). */
function clarifyFailures(wanted: string[], options: NonNullable<EngineAnswer['Options']>): string[] {
  if (!options.length) return ['expected a clarification, but the assistant did not ask'];
  const offers = (entry: string) =>
    options.some((o) => folded(o.HelpID) === folded(entry) || folded(o.EntryQuestions[0] ?? '') === folded(entry));
  return wanted.filter((entry) => !offers(entry)).map((entry) => `the clarification does not offer "${entry}"`);
}
