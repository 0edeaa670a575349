import { behaviourOf, type Connection } from '@switchboard/shared';

export const SETUP_SYSTEMS_PATH = '/setup/systems';

/**
 * The /setup/{slug}/{id} page that edits a connection of this system (spec part 2 §2), or undefined when the system
 * has no page or its page only ever opens without an id: such connections are edited in the modal.
 */
export function editPathOf(systemName: string, id: string): string | undefined {
  const behaviour = behaviourOf(systemName);
  if (!behaviour.slug || behaviour.setupWithoutIdOnly) return undefined;
  return `/setup/${behaviour.slug}/${id}`;
}

/** The Setup systems list with a connection's edit dialog open (`?edit=<id>`, read by the page). */
export const editInListPath = (connection: Pick<Connection, 'IntegrationConfigurationID'>) =>
  `${SETUP_SYSTEMS_PATH}?edit=${encodeURIComponent(connection.IntegrationConfigurationID)}`;
