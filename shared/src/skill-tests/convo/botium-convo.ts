import { readSwitchboardLines } from './switchboard-lines';

/** Botium's conversation forms read into one shape: a convo is a name and its `me` / `bot` messages in order. */
export type ConvoMessage = { me: string[] } | { bot: string[] };
export interface Convo {
  name: string;
  description?: string;
  messages: ConvoMessage[];
  /** Read from the description's Switchboard lines (switchboard-lines.ts), which Botium ignores. */
  eachStepAlone?: boolean;
  /** The #me messages (1 for the first) before which the conversation starts over. */
  startOverAt?: Set<number>;
}

/** A convo's description with what its Switchboard lines say apart. */
function described(lines: string[], separator: string) {
  const { description, eachStepAlone, startOverAt } = readSwitchboardLines(lines);
  return {
    description: description.join(separator) || undefined,
    ...(eachStepAlone ? { eachStepAlone } : {}),
    ...(startOverAt.size ? { startOverAt } : {}),
  };
}

/** Botium's text form: a name line (and description lines), then #me / #bot sections (#begin / #end are hooks). */
export function parseConvoText(text: string, fallbackName: string): Convo {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const firstSection = lines.findIndex((line) => line.startsWith('#'));
  const header = lines.slice(0, firstSection < 0 ? lines.length : firstSection).filter((line) => line.trim());
  const messages: ConvoMessage[] = [];
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
  return { name: header[0]?.trim() || fallbackName, ...described(header.slice(1), ' '), messages };
}

function asLines(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if (typeof record.asserter === 'string') {
        const prefix = `${record.optional ? 'OPTIONAL_' : ''}${record.not ? 'NOT_' : ''}`;
        const args = Array.isArray(record.args) ? record.args.join('|') : String(record.args ?? '');
        return [`${prefix}${record.asserter} ${args}`.trim()];
      }
      if (typeof record.logichook === 'string') return [record.logichook];
      // The YAML form: { OPTIONAL_NOT_TEXT: [hello] }.
      return Object.entries(record).map(([key, args]) => `${key} ${[args].flat().join('|')}`.trim());
    }
    return [];
  });
}

/** The JSON/YAML form's convos: steps of {me} / {bot} (begin and end steps hold only logic hooks). */
export function convosOf(document: { convos?: unknown }): Convo[] {
  const convos = Array.isArray(document.convos) ? document.convos : [];
  return convos.map((raw, index) => {
    const convo = (raw ?? {}) as { name?: string; description?: string; steps?: Record<string, unknown>[] };
    const messages: ConvoMessage[] = [];
    for (const step of Array.isArray(convo.steps) ? convo.steps : []) {
      if (step && 'me' in step) messages.push({ me: asLines(step.me) });
      if (step && 'bot' in step) messages.push({ bot: asLines(step.bot) });
    }
    const description = typeof convo.description === 'string' ? convo.description.split(/\r?\n/) : [];
    return { name: convo.name ?? `convo ${index + 1}`, ...described(description, '\n'), messages };
  });
}
