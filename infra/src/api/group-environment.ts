import { groupEnvironments, type EnvGroup, type GroupEnvironment } from '@switchboard/functions/config/env';
import { tableEnvVar, type Group, type TableKey } from '@switchboard/shared';
import { tableKeys } from '../data/tables';

/** Every variable name some group's schema declares. */
export type EnvironmentVariable = { [G in EnvGroup]: keyof GroupEnvironment<G> & string }[EnvGroup];

/**
 * Values the stack provides by name to whichever group declares them; TABLE_X variables are filled from the tables.
 * A required variable nobody provides fails the synth, named by the group's schema.
 */
export type ProvidedEnvironment = Partial<Record<EnvironmentVariable, string>>;

export function isEnvGroup(group: Group): group is EnvGroup {
  return Object.hasOwn(groupEnvironments, group);
}

function variablesOf(group: EnvGroup): string[] {
  return Object.keys(groupEnvironments[group].shape);
}

/**
 * The tables a group touches, read off its environment schema: a TABLE_X variable means the group uses table X
 * (and gets item read/write on it, nothing else).
 */
export function tablesOfGroup(group: EnvGroup): TableKey[] {
  const variables = variablesOf(group);
  const unknown = variables.filter(
    (name) => name.startsWith('TABLE_') && !tableKeys.some((k) => tableEnvVar(k) === name),
  );
  if (unknown.length) throw new Error(`group ${group}: ${unknown.join(', ')} name no table of shared/src/tables.ts`);
  return tableKeys.filter((key) => variables.includes(tableEnvVar(key)));
}

/** The environment of a group's Lambda: table names for its TABLE_X variables, provided values for the rest. */
export function environmentOf<G extends EnvGroup>(
  group: G,
  provided: ProvidedEnvironment,
  tableNames: Record<TableKey, string>,
): GroupEnvironment<G> {
  const values: Record<string, string> = {};
  for (const name of variablesOf(group)) {
    const table = tableKeys.find((key) => tableEnvVar(key) === name);
    const value = table ? tableNames[table] : provided[name as EnvironmentVariable];
    if (value !== undefined) values[name] = value;
  }
  // Whatever is still missing is reported, by name, when GroupFunction parses this against the group's schema.
  return values as GroupEnvironment<G>;
}
