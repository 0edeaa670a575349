import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import { behaviourOf, PRIVATE_CONNECTION, type Connection } from '@switchboard/shared';
import { connectionLabel } from './connection-format';

export interface RowHandlers {
  onEdit: (connection: Connection) => void;
  onRemove: (connection: Connection) => void;
  onSetDefault: (connection: Connection) => void;
  onTestQuestions: (connection: Connection) => void;
  /** The connection being made the default (its button spins). */
  settingDefault?: string;
}

/** Edit, Remove, Set default (the default shows a badge instead) and, where the system has them, Test questions. */
export function ConnectionRowActions({
  connection,
  onEdit,
  onRemove,
  onSetDefault,
  onTestQuestions,
  settingDefault,
}: RowHandlers & { connection: Connection }) {
  const label = connectionLabel(connection);
  const inCatalogue = connection.SystemName !== PRIVATE_CONNECTION;
  return (
    <div className="sb-connection-actions" role="group" aria-label={`Actions for connection ${label}`}>
      <Button
        variant="inline-link"
        ariaLabel={`Edit connection ${label}`}
        disabled={!inCatalogue}
        disabledReason="The system of this connection is no longer in the catalogue."
        onClick={() => onEdit(connection)}
      >
        Edit
      </Button>
      <Button variant="inline-link" ariaLabel={`Remove connection ${label}`} onClick={() => onRemove(connection)}>
        Remove
      </Button>
      {connection.IsDefault ? (
        <Badge color="green">Default</Badge>
      ) : (
        <Button
          variant="inline-link"
          ariaLabel={`Set connection ${label} as default`}
          loading={settingDefault === connection.IntegrationConfigurationID}
          onClick={() => onSetDefault(connection)}
        >
          Set default
        </Button>
      )}
      {behaviourOf(connection.SystemName).testQuestions && (
        <Button
          variant="inline-link"
          ariaLabel={`Test questions of connection ${label}`}
          onClick={() => onTestQuestions(connection)}
        >
          Test
        </Button>
      )}
    </div>
  );
}
