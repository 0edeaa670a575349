import { groupEnvironments, type EnvGroup, type GroupEnvironment } from '@switchboard/functions/config/env';
import { tableEnvVar, type Group, type TableKey } from '@switchboard/shared';
import { tableKeys } from '../data/tables';

/** Values every group may ask for by name; a variable no one provides fails the synth (its schema says which). */
export interface CommonEnvironment {
  STAGE: string;
  SECURE_COOKIES: string;
  LOG_LEVEL: string;
}

export function isEnvGroup(group: Group): group is EnvGroup {
  return Object.hasOwn(groupEnvironments, group);
}

function variablesOf(group: EnvGroup): string[] {
  return Object.keys(groupEnvironments[group].shape);
}

/**
 * The tables a group touches, read off its environment schema: a TABLE_X variable means the group uses table X
 * (and gets read/write on it, nothing else).
 */
export function tablesOfGroup(group: EnvGroup): TableKey[] {
  const variables = variablesOf(group);
  const unknown = variables.filter(
    (name) => name.startsWith('TABLE_') && !tableKeys.some((k) => tableEnvVar(k) === name),
  );
  if (unknown.length) throw new Error(`group ${group}: ${unknown.join(', ')} name no table of shared/src/tables.ts`);
  return tableKeys.filter((key) => variables.includes(tableEnvVar(key)));
}

/** The environment of a group's Lambda: table names for its TABLE_X variables, the common values for the rest. */
export function environmentOf<G extends EnvGroup>(
  group: G,
  common: CommonEnvironment,
  tableNames: Record<TableKey, string>,
): GroupEnvironment<G> {
  const values: Record<string, string> = {};
  for (const name of variablesOf(group)) {
    const table = tableKeys.find((key) => tableEnvVar(key) === name);
    if (table) values[name] = tableNames[table];
    else if (Object.hasOwn(common, name)) values[name] = common[name as keyof CommonEnvironment];
  }
  // Whatever is still missing is reported, by name, when GroupFunction parses this against the group's schema.
  return values as GroupEnvironment<G>;
}
