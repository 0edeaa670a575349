const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An update body with the Version the record was read with, so the server makes the change only if nobody changed
 * the record since (else 409, which the form shows with Reload) instead of overwriting a change made in another
 * tab. A declaration that sets Version itself keeps its own; a record without one (never stored) sends none.
 */
export function withReadVersion(body: unknown, item: unknown): unknown {
  if (!isRecord(body) || !isRecord(item) || typeof item.Version !== 'number' || 'Version' in body) return body;
  return { ...body, Version: item.Version };
}
