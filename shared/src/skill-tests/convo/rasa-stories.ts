import type { TestStep } from '../definition';
import type { ConversionResult, ImportedTest } from './imported';

/**
 * Rasa test stories (`stories:` of tests/test_stories.yml), a test per story. Each `user` message is a step, asked in
 * the story's order; what it must get is the help entry named by its intent or by the `utter_…` response that
 * follows (looked up later by external id, question or topic: a Rasa FAQ imported into the help Q&A keeps the
 * retrieval intent `faq/…` as external id). A step whose names match no entry expects an answer. Other actions,
 * slots, forms and entities are not checked here: each story says which it left out.
 */
type RasaStep = Record<string, unknown>;

/** Rasa's annotations `[text](entity)` and `[text]{json}` keep their text. */
const plainText = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)|\[([^\]]*)\]\{[^}]*\}/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();

interface Pending {
  say: string;
  names: string[];
}

function toTest(story: { story?: unknown; steps?: unknown }, index: number): ImportedTest | string {
  const name = typeof story.story === 'string' && story.story.trim() ? story.story.trim() : `story ${index + 1}`;
  const warnings: string[] = [];
  const steps: TestStep[] = [];
  const lookups: string[][] = [];
  const unchecked = new Set<string>();
  let pending: Pending | undefined;
  const flush = () => {
    if (pending) {
      steps.push({ say: pending.say, expect: { noMatch: false } });
      lookups.push(pending.names);
    }
    pending = undefined;
  };
  const list = (Array.isArray(story.steps) ? story.steps : []) as RasaStep[];
  list.forEach((step, at) => {
    const where = `${name}: step ${at + 1}`;
    if (!step || typeof step !== 'object') return;
    const intent = typeof step.intent === 'string' ? step.intent : undefined;
    if ('user' in step) {
      flush();
      const say = plainText(String(step.user ?? ''));
      if (!say || say.startsWith('/')) {
        warnings.push(`${where}: "${say}" is an intent payload, not something a user types, and was left out.`);
        return;
      }
      pending = { say, names: intent ? [intent] : [] };
      if (step.entities) unchecked.add('entities');
    } else if (intent) {
      flush();
      warnings.push(`${where}: the intent ${intent} has no user text and was left out.`);
    } else if (typeof step.action === 'string') {
      if (step.action.startsWith('utter_') && pending) {
        const response = step.action.slice('utter_'.length);
        if (!pending.names.includes(response)) pending.names.push(response);
      } else if (step.action !== 'action_listen') unchecked.add(`action ${step.action}`);
    } else if ('slot_was_set' in step) unchecked.add('slots');
    else if ('active_loop' in step) unchecked.add('forms (active_loop)');
    else if ('or' in step || 'checkpoint' in step)
      warnings.push(`${where}: "or" and checkpoints are not followed here.`);
  });
  flush();
  if (unchecked.size) warnings.push(`${name}: not checked here and left out: ${[...unchecked].join(', ')}.`);
  if (!steps.length) return `${name}: no user message to test; the story was left out.`;
  return { definition: { version: 1, name, steps }, warnings, lookups };
}

export function importRasaStories(stories: unknown[]): ConversionResult {
  const result: ConversionResult = { format: 'rasa-stories', tests: [], warnings: [] };
  stories.forEach((story, index) => {
    const test = toTest((story ?? {}) as { story?: unknown; steps?: unknown }, index);
    if (typeof test === 'string') result.warnings.push(test);
    else result.tests.push(test);
  });
  return result;
}
