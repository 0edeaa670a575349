import type { Connection } from '@switchboard/shared';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The modified date as the user reads dates (the list sorts on the ISO value). */
export function modifiedDate(connection: Connection): string {
  const date = new Date(connection.DateLastUpdated);
  return Number.isNaN(date.getTime()) ? connection.DateLastUpdated : dateTime.format(date);
}

/** The spec's Is Shared column: True or False. */
export const sharedText = (connection: Connection) => (connection.IsShared ? 'True' : 'False');

/** How a connection is named to the user: its system, and its instance when it has one. */
export const connectionLabel = (connection: Connection) =>
  connection.ServiceInstanceName ? `${connection.SystemName} ${connection.ServiceInstanceName}` : connection.SystemName;

/** What the text filter matches: the text of every column. */
export const connectionFilterText = (connection: Connection) =>
  [
    connection.Category,
    connection.SystemName,
    connection.ServiceInstanceName,
    sharedText(connection),
    modifiedDate(connection),
  ]
    .join(' ')
    .toLowerCase();
