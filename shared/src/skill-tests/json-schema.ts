import { z } from 'zod';
import { testDefinition } from './definition';

/**
 * The JSON Schema of a definition, generated from the zod schema (so the two cannot drift): the console's JSON
 * editor validates against it as you type; the server validates with the zod schema itself. Generated for the
 * input side (a file may leave out `version`, which defaults to 1).
 */
export const testDefinitionJsonSchema = z.toJSONSchema(testDefinition, { io: 'input', target: 'draft-07' });
