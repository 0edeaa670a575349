import type { TestDefinition } from '../definition';

/**
 * What Botium cannot say, carried in a convo's description, which Botium reads and never runs (botium-core
 * CompilerTxt: the lines between the name and the first #me/#bot are `header.description`): a test whose steps are
 * each asked alone, and the #me messages before which the conversation starts over. One line each:
 *
 *   Switchboard: eachStepAlone (each step is asked alone, not as one conversation)
 *   Switchboard: startOver before #me 3, 5
 */
const ALONE = 'Switchboard: eachStepAlone (each step is asked alone, not as one conversation)';
const ALONE_LINE = /^\s*Switchboard:\s*eachStepAlone\b/i;
const START_OVER_LINE = /^\s*Switchboard:\s*startOver before #me\s+(\d+(?:\s*,\s*\d+)*)\s*$/i;

/** The description lines that say what the test's own fields say (none for a test of one conversation). */
export function switchboardLines(definition: Pick<TestDefinition, 'eachStepAlone' | 'steps'>): string[] {
  const lines = definition.eachStepAlone ? [ALONE] : [];
  const startOver = definition.steps.flatMap((step, index) => (step.startOver ? [index + 1] : []));
  if (startOver.length) lines.push(`Switchboard: startOver before #me ${startOver.join(', ')}`);
  return lines;
}

export interface SwitchboardFlags {
  /** The description without the Switchboard lines. */
  description: string[];
  eachStepAlone: boolean;
  /** The #me messages (1 for the first) before which the conversation starts over. */
  startOverAt: Set<number>;
}

/** A convo's description lines read back: the Switchboard lines apart from the description itself. */
export function readSwitchboardLines(lines: string[]): SwitchboardFlags {
  const flags: SwitchboardFlags = { description: [], eachStepAlone: false, startOverAt: new Set() };
  for (const line of lines) {
    const startOver = START_OVER_LINE.exec(line);
    if (ALONE_LINE.test(line)) flags.eachStepAlone = true;
    else if (startOver) for (const at of startOver[1]!.split(',')) flags.startOverAt.add(Number(at.trim()));
    else flags.description.push(line);
  }
  return flags;
}
