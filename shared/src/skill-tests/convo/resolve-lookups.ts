import type { StepExpectation } from '../definition';
import type { ImportedTest } from './imported';

/** What an imported step's names are looked up in: the organization's help entries. */
export interface LookupEntry {
  HelpID: string;
  Questions: string[];
  ExternalID?: string;
  Topic?: string;
}

const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** What a name means: an entry, or a topic of several entries. */
export type Found = { entry: LookupEntry } | { topic: string };

/** Names → the entry they mean (its external id, HelpID or any question), or the topic they name. */
export function entryFinder(entries: LookupEntry[]) {
  const byName = new Map<string, LookupEntry>();
  const byTopic = new Map<string, LookupEntry[]>();
  for (const entry of entries) {
    for (const name of [entry.ExternalID, entry.HelpID, ...entry.Questions])
      if (name && !byName.has(folded(name))) byName.set(folded(name), entry);
    if (entry.Topic) byTopic.set(folded(entry.Topic), [...(byTopic.get(folded(entry.Topic)) ?? []), entry]);
  }
  return (name: string): Found | undefined => {
    const entry = byName.get(folded(name));
    if (entry) return { entry };
    const inTopic = byTopic.get(folded(name));
    if (inTopic?.length === 1) return { entry: inTopic[0]! };
    return inTopic ? { topic: inTopic[0]!.Topic! } : undefined;
  };
}

/**
 * Each step's names become its expected entry, named by its first question (as a curator reads it, and as a Botium
 * INTENT exports it), or the topic they name (a topic of several entries); a step whose names match neither keeps
 * its other expectations and expects an answer (whichever), and the test says which names were not found.
 */
export function resolveLookups(test: ImportedTest, find: (name: string) => Found | undefined): ImportedTest {
  const warnings = [...test.warnings];
  const steps = test.definition.steps.map((step, index) => {
    const names = test.lookups[index];
    if (!names?.length) return step;
    const found = names.map(find).find(Boolean);
    const { entry: _named, noMatch: _answered, ...rest } = step.expect;
    if (found && 'entry' in found)
      return { ...step, expect: { ...rest, entry: found.entry.Questions[0] ?? found.entry.HelpID } };
    if (found) return { ...step, expect: { ...rest, topic: found.topic } };
    warnings.push(
      `${test.definition.name ?? 'test'}: step ${index + 1} ("${step.say}"): ${names.join(' / ')} matches no help entry (external id, question or topic); the step expects an answer.`,
    );
    // The source expected an intent to answer: whichever entry answers, it must be one (and a convo says so).
    const expect: StepExpectation = { ...rest, noMatch: false };
    return { ...step, expect };
  });
  return { definition: { ...test.definition, steps }, warnings, lookups: test.lookups };
}
