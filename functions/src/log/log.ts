type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values never reach a log, whatever object they sit in. */
const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization|key$|keysecret|pin/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '***' : redact(inner, depth + 1)]),
  );
}

/** Structured JSON logs, one line each, with the request id; secrets redacted by key name. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
  if (order[level] < (order[threshold] ?? 20)) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...(redact(fields) as object) });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}
