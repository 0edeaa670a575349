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

/** Names → the entry they mean: its external id, HelpID or any question; a topic names its entry when it has one. */
export function entryFinder(entries: LookupEntry[]) {
  const byName = new Map<string, LookupEntry>();
  const byTopic = new Map<string, LookupEntry[]>();
  for (const entry of entries) {
    for (const name of [entry.ExternalID, entry.HelpID, ...entry.Questions])
      if (name && !byName.has(folded(name))) byName.set(folded(name), entry);
    if (entry.Topic) byTopic.set(folded(entry.Topic), [...(byTopic.get(folded(entry.Topic)) ?? []), entry]);
  }
  return (name: string): LookupEntry | undefined => {
    const topic = byTopic.get(folded(name));
    return byName.get(folded(name)) ?? (topic?.length === 1 ? topic[0] : undefined);
  };
}

/**
 * Each step's names become its expected entry, named by its first question (as a curator reads it, and as a Botium
 * INTENT exports it); a step whose names match no entry keeps its other expectations (or expects an answer), and
 * the test says which names were not found.
 */
export function resolveLookups(test: ImportedTest, find: (name: string) => LookupEntry | undefined): ImportedTest {
  const warnings = [...test.warnings];
  const steps = test.definition.steps.map((step, index) => {
    const names = test.lookups[index];
    if (!names?.length) return step;
    const entry = names.map(find).find(Boolean);
    const { entry: _named, noMatch, ...rest } = step.expect;
    if (entry) return { ...step, expect: { ...rest, entry: entry.Questions[0] ?? entry.HelpID } as StepExpectation };
    warnings.push(
      `${test.definition.name ?? 'test'}: step ${index + 1} ("${step.say}"): ${names.join(' / ')} matches no help entry (external id, question or topic); the step expects ${Object.keys(rest).length ? 'what else it says' : 'an answer'}.`,
    );
    const expect: StepExpectation = Object.keys(rest).length ? rest : { noMatch: noMatch ?? false };
    return { ...step, expect };
  });
  return { definition: { ...test.definition, steps }, warnings, lookups: test.lookups };
}
