import { countZodConstructions } from '../../../shared/src/core/zod-constructions';
import { describe, expect, it } from 'vitest';

/**
 * A cold start builds no zod schema (test/bench/README.md, cold start round 4): the relay binds seven route parts,
 * ~1,800 schemas, and every group's environment schemas were built at load. Importing a handler builds none; its
 * first request builds its own route's (and the environment's) only.
 */
describe("a group handler's cold import", () => {
  // Transforming the relay's module graph takes seconds on a loaded machine.
  it('builds no zod schema, the relay with its seven route parts included', { timeout: 60_000 }, async () => {
    const constructions = countZodConstructions();
    // Imported after the counter is in place; nothing else of the handlers is imported by this file.
    const relay = await import('../groups/relay/handler');
    const logs = await import('../groups/logs/handler');
    expect(typeof relay.handler).toBe('function');
    expect(typeof logs.handler).toBe('function');
    expect(constructions.count).toBe(0);
  });
});
