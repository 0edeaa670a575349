import { testDefinition } from '@switchboard/shared';

/**
 * The definition's problems by node, for jsoneditor to mark them (tree, form and code modes). The rules are the
 * shared zod schema's, which testDefinitionJsonSchema() is generated from (definition.test.ts checks the two agree
 * with ajv): jsoneditor's own JSON Schema check compiles the schema with `new Function`, which the console's CSP
 * (script-src 'self', no 'unsafe-eval') refuses.
 */
export function definitionNodeErrors(json: unknown): { path: (string | number)[]; message: string }[] {
  const parsed = testDefinition.safeParse(json);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
}
