import type { StepExpectation, TestStep } from './definition';
import { convosOf, parseConvoText, type Convo } from './convo/botium-convo';
import { baseNameOf, type ConversionResult, type ImportedTest } from './convo/imported';

/**
 * Imports Botium conversation files (convo text, or the JSON/YAML `{convos, utterances}` form, already parsed) into
 * skill-test definitions, one per convo. Our runs ask a Q&A engine one step at a time, so:
 * - a `me` message is a step's `say`; an utterance-list name (UTT_GREETING) becomes one step per utterance;
 *   `BUTTON x` says x; PAUSE and other logic hooks are dropped;
 * - the `bot` messages after it are its expectations (several are merged): text → `contains` (Botium compares
 *   without case; we look for the text inside the answer), `!text` and NOT_TEXT → `notContains`, TEXT_CONTAINS_ALL
 *   a|b → `contains`, TEXT_EQUALS → `equals`, `INTENT None` → `noMatch`, NOT_INTENT None → an answer, `INTENT x` →
 *   the entry (looked up later by external id, question or topic), INTENT_CONFIDENCE n → `minScore` n/100,
 *   JSON_PATH $.Topic|t → `topic`, BUTTONS → the follow-ups the answer offers (alone: a clarification's options);
 * - what has no equivalent (optional `?` messages and OPTIONAL_ asserters, MEDIA, CARDS, ENTITIES…, bot messages
 *   before any `me`, a `me` that nothing answers) is left out, and each is a warning of its test.
 */
const ASSERTER_LINE = /^([A-Z][A-Z_]+)(?:\s+(.*))?$/;
const DROPPED_HOOKS = new Set([
  'PAUSE',
  'WAITFORBOT',
  'SET_SCRIPTING_MEMORY',
  'CLEAR_SCRIPTING_MEMORY',
  'UPDATE_CUSTOM',
]);
const argsOf = (args: string) =>
  args
    .split('|')
    .map((arg) => arg.trim())
    .filter(Boolean);

interface Pending {
  say: string[];
  expect: StepExpectation;
  buttons: string[];
  intent?: string;
  answered: boolean;
  at: number;
  /** The conversation starts over before its first step (the convo's Switchboard lines). */
  startOver: boolean;
}

function addExpectations(step: Pending, lines: string[], where: string, warnings: string[]) {
  const expect = step.expect;
  const text: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const [, keyword = '', args = ''] = ASSERTER_LINE.exec(line) ?? [];
    const list = argsOf(args);
    if (keyword === 'INTENT' && args.trim().toLowerCase() === 'none') expect.noMatch = true;
    else if (keyword === 'INTENT' && args.trim()) step.intent = expect.entry = args.trim();
    else if (keyword === 'NOT_INTENT' && args.trim().toLowerCase() === 'none') expect.noMatch = false;
    else if (keyword === 'INTENT_CONFIDENCE' && Number.isFinite(Number(args))) {
      expect.minScore = Math.min(1, Math.max(0, Number(args) / 100));
    } else if (keyword === 'TEXT' || keyword === 'TEXT_CONTAINS_ALL' || keyword === 'TEXT_CONTAINS_ALL_IC') {
      (expect.contains ??= []).push(...(keyword === 'TEXT' ? [args.trim()] : list));
    } else if (
      keyword === 'NOT_TEXT' ||
      keyword === 'NOT_TEXT_CONTAINS_ANY' ||
      keyword === 'NOT_TEXT_CONTAINS_ANY_IC'
    ) {
      (expect.notContains ??= []).push(...(keyword === 'NOT_TEXT' ? [args.trim()] : list));
    } else if ((keyword === 'TEXT_EQUALS' || keyword === 'TEXT_EQUALS_IC') && args.trim()) expect.equals = args.trim();
    else if (keyword === 'BUTTONS' && list.length) step.buttons.push(...list);
    else if (keyword === 'JSON_PATH' && /^\$\.topic$/i.test(list[0] ?? '') && list[1]) expect.topic = list[1];
    else if (keyword && DROPPED_HOOKS.has(keyword)) continue;
    else if (keyword && args) warnings.push(`${where}: ${keyword} is not checked here and was left out.`);
    else if (line.startsWith('?')) warnings.push(`${where}: the optional message "${line}" was left out.`);
    else if (line.startsWith('!')) (expect.notContains ??= []).push(line.slice(1).trim());
    else text.push(line);
  }
  if (text.length) (expect.contains ??= []).push(text.join(' '));
}

/** What one `me` message says: the utterances of a named list, one step each, or its lines as one text. */
function sayings(lines: string[], utterances: Record<string, string[]>): string[] {
  const named = lines.map((line) => line.trim()).filter((line) => utterances[line]);
  if (named.length) return named.flatMap((name) => utterances[name]!);
  const said: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const keyword = ASSERTER_LINE.exec(line)?.[1];
    if (keyword === 'BUTTON') said.push(line.slice('BUTTON'.length).trim());
    else if (keyword && DROPPED_HOOKS.has(keyword)) continue;
    else if (line) said.push(line);
  }
  return said.length ? [said.join(' ')] : [];
}

/** Buttons beside an answer are its follow-up prompts; alone, they are a clarification's options. */
function settle(step: Pending) {
  if (!step.buttons.length) return;
  if (Object.keys(step.expect).length) step.expect.followUps = step.buttons;
  else step.expect.clarify = step.buttons;
}

function toTest(convo: Convo, utterances: Record<string, string[]>): ImportedTest | string {
  const warnings: string[] = [];
  const steps: TestStep[] = [];
  const lookups: (string[] | undefined)[] = [];
  let pending: Pending | undefined;
  // A start over whose #me was left out starts over before the next step kept.
  let startOver = false;
  let meMessages = 0;
  const flush = () => {
    if (!pending) return;
    settle(pending);
    startOver ||= pending.startOver;
    if (!pending.answered || Object.keys(pending.expect).length === 0) {
      warnings.push(
        `${convo.name}: message ${pending.at + 1} ("${pending.say[0]}") has no bot answer to expect and was left out.`,
      );
    } else
      for (const say of pending.say) {
        steps.push({ say, ...(startOver ? { startOver } : {}), expect: structuredClone(pending.expect) });
        lookups.push(pending.intent ? [pending.intent] : undefined);
        startOver = false;
      }
    pending = undefined;
  };
  convo.messages.forEach((message, index) => {
    if ('me' in message) {
      flush();
      const say = sayings(message.me, utterances);
      const startsOver = convo.startOverAt?.has(++meMessages) === true;
      if (say.length) pending = { say, expect: {}, buttons: [], answered: false, at: index, startOver: startsOver };
      else startOver ||= startsOver;
      return;
    }
    if (!pending) {
      if (message.bot.some((line) => line.trim()))
        warnings.push(`${convo.name}: bot message ${index + 1} comes before the user says anything and was left out.`);
      return;
    }
    pending.answered = true;
    addExpectations(pending, message.bot, `${convo.name}: message ${index + 1}`, warnings);
  });
  flush();
  const variables = [...new Set(steps.flatMap((s) => JSON.stringify(s).match(/\$[A-Za-z_]\w*/g) ?? []))];
  if (variables.length)
    warnings.push(
      `${convo.name}: scripting memory (${variables.join(', ')}) is not filled in here; the text is checked as written.`,
    );
  if (!steps.length) return `${convo.name}: no step to test; the convo was left out.`;
  const description = convo.description ? { description: convo.description } : {};
  const alone = convo.eachStepAlone ? { eachStepAlone: true } : {};
  return { definition: { version: 1, name: convo.name, ...description, ...alone, steps }, warnings, lookups };
}

function collect(convos: Convo[], utterances: Record<string, string[]>, format: ConversionResult['format']) {
  const result: ConversionResult = { format, tests: [], warnings: [] };
  for (const convo of convos) {
    const test = toTest(convo, utterances);
    if (typeof test === 'string') result.warnings.push(test);
    else result.tests.push(test);
  }
  return result;
}

/** A Botium convo text file: one test. */
export const importBotiumText = (fileName: string, text: string) =>
  collect([parseConvoText(text, baseNameOf(fileName))], {}, 'botium-text');

/** A parsed Botium JSON or YAML document `{convos, utterances}`: a test per convo. */
export function importBotiumDocument(document: Record<string, unknown>, format: 'botium-json' | 'botium-yaml') {
  const utterances = (
    document.utterances && typeof document.utterances === 'object' ? document.utterances : {}
  ) as Record<string, string[]>;
  return collect(convosOf(document), utterances, format);
}

/** An Alexa `ask dialog --replay` file names what the user says and no answers: each step expects an answer. */
export function importAlexaReplay(fileName: string, userInput: unknown[]): ConversionResult {
  const steps = userInput.map((say) => ({ say: String(say), expect: { noMatch: false } }));
  const warnings = [`${fileName}: an Alexa replay file names no expected answers; each step expects an answer.`];
  const name = baseNameOf(fileName);
  const tests = steps.length ? [{ definition: { version: 1 as const, name, steps }, warnings, lookups: [] }] : [];
  return { format: 'alexa-replay', tests, warnings: [] };
}
