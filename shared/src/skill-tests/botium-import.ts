import type { StepExpectation, TestDefinition, TestStep } from './definition';

/**
 * Imports Botium conversation files (convo text, or the JSON/YAML `{convos, utterances}` form, already parsed) and
 * Alexa `ask dialog --replay` files into skill-test definitions. Our runs ask one question at a time of a Q&A
 * engine, so the mapping is:
 * - a `me` message is a step's `say`; an utterance-list name (UTT_GREETING) becomes one step per utterance;
 *   `BUTTON x` says x; PAUSE and other logic hooks are dropped;
 * - the `bot` messages after it become its expectations: text → `contains` (Botium's default matching compares
 *   without case; we look for the text inside the answer, which also holds for longer answers), `!text` →
 *   `notContains`, `INTENT None` → `noMatch`, `INTENT x` → `entry` (in a Q&A knowledge base the intent is the
 *   entry's question); several bot messages after one `me` are merged;
 * - what has no equivalent (optional `?` messages, BUTTONS, CARDS, bot messages before any `me`, a `me` that
 *   nothing answers) is left out, and each is reported in `warnings`.
 */
export interface ImportResult {
  definitions: TestDefinition[];
  warnings: string[];
}

type Message = { me: string[] } | { bot: string[] };
interface Convo {
  name: string;
  description?: string;
  messages: Message[];
}

const ASSERTER_LINE = /^([A-Z][A-Z_]+)(?:\s+(.*))?$/;
const DROPPED_HOOKS = new Set([
  'PAUSE',
  'WAITFORBOT',
  'SET_SCRIPTING_MEMORY',
  'CLEAR_SCRIPTING_MEMORY',
  'UPDATE_CUSTOM',
]);

/** Botium's text form: a name line, then #me / #bot sections of lines. */
export function parseConvoText(text: string, fallbackName: string): Convo {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const firstSection = lines.findIndex((line) => line.startsWith('#'));
  const header = lines.slice(0, firstSection < 0 ? lines.length : firstSection).filter((line) => line.trim());
  const messages: Message[] = [];
  let current: { sender: string; lines: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const body = current.lines.join('\n').trim();
    if (current.sender === 'me') messages.push({ me: body ? [body] : [] });
    if (current.sender === 'bot') messages.push({ bot: body ? body.split('\n') : [] });
  };
  for (const line of lines.slice(firstSection < 0 ? lines.length : firstSection)) {
    if (line.startsWith('#')) {
      close();
      current = { sender: line.slice(1).trim().toLowerCase(), lines: [] };
    } else current?.lines.push(line);
  }
  close();
  return { name: header[0]?.trim() || fallbackName, description: header.slice(1).join(' ') || undefined, messages };
}

function asLines(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if (typeof record.asserter === 'string') {
        const prefix = `${record.optional ? 'OPTIONAL_' : ''}${record.not ? 'NOT_' : ''}`;
        return [`${prefix}${record.asserter} ${String(record.args ?? '')}`.trim()];
      }
      if (typeof record.logichook === 'string') return [record.logichook];
      // The YAML form: { OPTIONAL_NOT_TEXT: [hello] }.
      return Object.entries(record).map(([key, args]) => `${key} ${[args].flat().join(' ')}`.trim());
    }
    return [];
  });
}

/** The JSON/YAML form's convos: steps of {me} / {bot} (begin and end steps hold only logic hooks). */
function convosOf(document: { convos?: unknown[] }): Convo[] {
  return (document.convos ?? []).map((raw, index) => {
    const convo = raw as { name?: string; description?: string; steps?: Record<string, unknown>[] };
    const messages: Message[] = [];
    for (const step of convo.steps ?? []) {
      if ('me' in step) messages.push({ me: asLines(step.me) });
      if ('bot' in step) messages.push({ bot: asLines(step.bot) });
    }
    return { name: convo.name ?? `convo ${index + 1}`, description: convo.description, messages };
  });
}

function addExpectations(expect: StepExpectation, lines: string[], where: string, warnings: string[]) {
  const text: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const asserter = ASSERTER_LINE.exec(line);
    const [, keyword = '', args = ''] = asserter ?? [];
    if (asserter && keyword === 'INTENT') {
      if (args.trim().toLowerCase() === 'none') expect.noMatch = true;
      else expect.entry = args.trim();
    } else if (asserter && (keyword === 'TEXT' || keyword === 'NOT_TEXT')) {
      const list = keyword === 'TEXT' ? (expect.contains ??= []) : (expect.notContains ??= []);
      list.push(args.trim());
    } else if (asserter && DROPPED_HOOKS.has(keyword)) {
      continue;
    } else if (asserter && args) {
      warnings.push(`${where}: ${keyword} has no equivalent here and was left out.`);
    } else if (line.startsWith('?')) {
      warnings.push(`${where}: the optional message "${line}" was left out.`);
    } else if (line.startsWith('!')) {
      (expect.notContains ??= []).push(line.slice(1).trim());
    } else text.push(line);
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

function toDefinition(convo: Convo, utterances: Record<string, string[]>, warnings: string[]): TestDefinition | null {
  const steps: TestStep[] = [];
  let pending: { say: string[]; expect: StepExpectation; answered: boolean; at: number } | undefined;
  const flush = () => {
    if (!pending) return;
    if (!pending.answered || Object.keys(pending.expect).length === 0) {
      warnings.push(
        `${convo.name}: message ${pending.at + 1} ("${pending.say[0]}") has no bot answer to expect and was left out.`,
      );
    } else for (const say of pending.say) steps.push({ say, expect: structuredClone(pending.expect) });
    pending = undefined;
  };
  convo.messages.forEach((message, index) => {
    if ('me' in message) {
      flush();
      const say = sayings(message.me, utterances);
      if (say.length) pending = { say, expect: {}, answered: false, at: index };
      return;
    }
    if (!pending) {
      if (message.bot.some((line) => line.trim())) {
        warnings.push(`${convo.name}: bot message ${index + 1} comes before the user says anything and was left out.`);
      }
      return;
    }
    pending.answered = true;
    addExpectations(pending.expect, message.bot, `${convo.name}: message ${index + 1}`, warnings);
  });
  flush();
  if (!steps.length) {
    warnings.push(`${convo.name}: no step to test; the convo was left out.`);
    return null;
  }
  return { version: 1, name: convo.name, ...(convo.description ? { description: convo.description } : {}), steps };
}

/**
 * Imports one file's content: `fileName` chooses the form (.convo.txt / .txt is Botium text; anything else is a
 * parsed JSON or YAML document: Botium `{convos, utterances}` or an Alexa replay file `{userInput}`).
 */
export function importConversationTests(fileName: string, content: string | Record<string, unknown>): ImportResult {
  const warnings: string[] = [];
  if (typeof content === 'string') {
    const baseName = fileName.replace(/^.*[\\/]/, '').replace(/(\.convo)?\.txt$/i, '');
    const definition = toDefinition(parseConvoText(content, baseName), {}, warnings);
    return { definitions: definition ? [definition] : [], warnings };
  }
  if (Array.isArray(content.userInput)) {
    warnings.push(`${fileName}: an Alexa replay file names no expected answers; each step expects an answer.`);
    const steps = content.userInput.map((say) => ({ say: String(say), expect: { noMatch: false } }));
    return { definitions: steps.length ? [{ version: 1, name: fileName, steps }] : [], warnings };
  }
  const utterances = (content.utterances ?? {}) as Record<string, string[]>;
  const definitions = convosOf(content as { convos?: unknown[] })
    .map((convo) => toDefinition(convo, utterances, warnings))
    .filter((definition): definition is TestDefinition => definition !== null);
  return { definitions, warnings };
}
