import * as z from 'zod/mini';
import { testDefinition } from './definition';

const generate = () => z.toJSONSchema(testDefinition, { io: 'input', target: 'draft-07' });
let generated: ReturnType<typeof generate> | undefined;

/**
 * The JSON Schema of a definition, generated from the zod schema (so the two cannot drift): the console's JSON
 * editor validates against it as you type; the server validates with the zod schema itself. Generated for the
 * input side (a file may leave out `version`, which defaults to 1), on first use: a function, not a constant, so
 * a bundle that never asks for it does not run the generator when it loads.
 */
export function testDefinitionJsonSchema() {
  generated ??= generate();
  return generated;
}
