import type { StepExpectation, TestDefinition } from '../definition';
import { switchboardLines } from './switchboard-lines';

/**
 * A skill test as a Botium convo text (.convo.txt): the name and description lines, then a #me / #bot pair per step.
 * The bot lines are the asserters Botium runs and our import reads back into the same expectations: INTENT (the
 * entry, or None), NOT_INTENT None (an answer), INTENT_CONFIDENCE (the score, in per cent), TEXT_CONTAINS_ALL,
 * !text, TEXT_EQUALS, JSON_PATH $.Topic (the answer's topic, a field of QandASimulate's answer) and BUTTONS (the
 * follow-ups offered, or a clarification's options). What Botium cannot say, startOver and eachStepAlone, are lines of
 * the description, which Botium ignores (switchboard-lines.ts); notes are left out (and a step that expects only
 * follow-ups reads back as a clarification).
 */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
/** A text a convo can hold as one argument: one line, no argument separator. */
const plainArg = (text: string) => !/[|\n]/.test(text);

function botLines(expect: StepExpectation): string[] {
  const lines: string[] = [];
  if (expect.noMatch === true) lines.push('INTENT None');
  if (expect.noMatch === false) lines.push('NOT_INTENT None');
  if (expect.entry) lines.push(`INTENT ${oneLine(expect.entry)}`);
  if (expect.minScore !== undefined) lines.push(`INTENT_CONFIDENCE ${Math.round(expect.minScore * 10000) / 100}`);
  const contains = expect.contains ?? [];
  if (contains.length && contains.every(plainArg)) lines.push(`TEXT_CONTAINS_ALL ${contains.join('|')}`);
  else for (const text of contains) lines.push(`TEXT ${oneLine(text)}`);
  for (const text of expect.notContains ?? []) lines.push(`!${oneLine(text)}`);
  if (expect.equals !== undefined) lines.push(`TEXT_EQUALS ${oneLine(expect.equals)}`);
  if (expect.topic) lines.push(`JSON_PATH $.Topic|${oneLine(expect.topic)}`);
  const buttons = expect.clarify ?? expect.followUps;
  if (buttons) lines.push(`BUTTONS ${buttons.map(oneLine).join('|')}`);
  return lines;
}

export function toBotiumConvo(definition: TestDefinition, fallbackName = 'skill test'): string {
  const header = [oneLine(definition.name || fallbackName)];
  if (definition.description) header.push(oneLine(definition.description));
  header.push(...switchboardLines(definition));
  const sections = definition.steps.map(
    (step) => `#me\n${oneLine(step.say)}\n\n#bot\n${botLines(step.expect).join('\n')}`,
  );
  return `${header.join('\n')}\n\n${sections.join('\n\n')}\n`;
}

/** A file name for the download: the test's name without characters file systems refuse. */
export const convoFileName = (name: string) =>
  `${
    name
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/[\\/:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'skill-test'
  }.convo.txt`;
