import type { Connection } from '@switchboard/shared';
import { formatDateTime } from '../../../components/format/date-time';
import { credentialStatusText } from './credential-status';

/** The modified date in the console's one date-and-time format (the list sorts on the ISO value). */
export const modifiedDate = (connection: Connection) => formatDateTime(connection.DateLastUpdated);

/** The Is Shared column as a person reads it. */
export const sharedText = (connection: Connection) => (connection.IsShared ? 'Yes' : 'No');

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
    credentialStatusText(connection),
    modifiedDate(connection),
  ]
    .join(' ')
    .toLowerCase();
