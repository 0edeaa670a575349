import { routeEntries, secretFieldRule, secretFieldsOf, type IsSecretField } from '@switchboard/shared';

let rule: IsSecretField | undefined;

/**
 * Whether a stored field holds a secret: derived once from the route table, whose request schemas mark every field
 * that carries a password, token, key, PIN or encrypted value (`secret()` in shared/src/core/secret.ts).
 */
export function isSecretField(name: string): boolean {
  rule ??= secretFieldRule(
    new Set(routeEntries.flatMap(([, def]) => [...secretFieldsOf(def.body), ...secretFieldsOf(def.query)])),
  );
  return rule(name);
}
