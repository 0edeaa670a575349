import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import { behaviourOf, PRIVATE_CONNECTION, type Connection } from '@switchboard/shared';
import { connectionTexts } from '../connection-texts';
import { connectionLabel } from './connection-format';

export interface RowHandlers {
  onEdit: (connection: Connection) => void;
  onRemove: (connection: Connection) => void;
  onSetDefault: (connection: Connection) => void;
  onTestQuestions: (connection: Connection) => void;
  onCheckNow: (connection: Connection) => void;
  /** The connection being made the default (its button spins). */
  settingDefault?: string;
  /** The connection whose credentials are being checked (its button spins). */
  checking?: string;
  /** How many data sets read through each connection, by id: one that has some cannot be removed. */
  dataSetCounts: ReadonlyMap<string, number>;
}

/**
 * Edit, Remove, Set default (the default shows a badge instead), Check now (the credentials) and, where the system has them, Test questions;
 * each on one line however narrow the column (wrapText false). Remove is disabled, with the reason, while data sets
 * read through the connection (the server refuses it too).
 */
export function ConnectionRowActions({
  connection,
  onEdit,
  onRemove,
  onSetDefault,
  onTestQuestions,
  onCheckNow,
  settingDefault,
  checking,
  dataSetCounts,
}: RowHandlers & { connection: Connection }) {
  const label = connectionLabel(connection);
  const dataSets = dataSetCounts.get(connection.IntegrationConfigurationID) ?? 0;
  const removeRefusal =
    dataSets > 0
      ? connectionTexts.hasDataSets(connection.ServiceInstanceName || connection.SystemName, dataSets)
      : undefined;
  const inCatalogue = connection.SystemName !== PRIVATE_CONNECTION;
  return (
    <div className="sb-connection-actions" role="group" aria-label={`Actions for connection ${label}`}>
      <Button
        variant="inline-link"
        wrapText={false}
        ariaLabel={`Edit connection ${label}`}
        disabled={!inCatalogue}
        disabledReason="The system of this connection is no longer in the catalogue."
        onClick={() => onEdit(connection)}
      >
        Edit
      </Button>
      <Button
        variant="inline-link"
        wrapText={false}
        ariaLabel={`Remove connection ${label}`}
        disabled={Boolean(removeRefusal)}
        disabledReason={removeRefusal}
        onClick={() => onRemove(connection)}
      >
        Remove
      </Button>
      {connection.IsDefault ? (
        <Badge color="green">Default</Badge>
      ) : (
        <Button
          variant="inline-link"
          wrapText={false}
          ariaLabel={`Set connection ${label} as default`}
          loading={settingDefault === connection.IntegrationConfigurationID}
          onClick={() => onSetDefault(connection)}
        >
          Set default
        </Button>
      )}
      <Button
        variant="inline-link"
        wrapText={false}
        ariaLabel={`Check credentials of connection ${label} now`}
        loading={checking === connection.IntegrationConfigurationID}
        onClick={() => onCheckNow(connection)}
      >
        Check now
      </Button>
      {behaviourOf(connection.SystemName).testQuestions && (
        <Button
          variant="inline-link"
          wrapText={false}
          ariaLabel={`Test questions of connection ${label}`}
          onClick={() => onTestQuestions(connection)}
        >
          Test
        </Button>
      )}
    </div>
  );
}
