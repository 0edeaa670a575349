/** Field names that hold credentials: their values live in Secrets Manager and answers carry the mask instead. */
const SECRET_NAME = /password|secret|token|apikey|^key$|authtoken|privatekey|pin$/i;

export const isSecretFieldName = (name: string) => SECRET_NAME.test(name);

/** A connection's system-specific fields travel as a JSON object of text values in AdditionalConfiguration. */
export function parseAdditionalConfiguration(text: string): Record<string, string> | undefined {
  if (!text.trim()) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.every(([, v]) => typeof v === 'string')) return undefined;
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return undefined;
  }
}
