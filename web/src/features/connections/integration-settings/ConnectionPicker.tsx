import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { Connection } from '@switchboard/shared';

interface Props {
  connections: readonly Connection[];
  loading: boolean;
  value: string | undefined;
  onChange: (id: string) => void;
}

export const connectionLabel = (connection: Connection) =>
  connection.ServiceInstanceName
    ? `${connection.SystemName}: ${connection.ServiceInstanceName}`
    : connection.SystemName;

/** One of the organization's connections, named by system and instance, described by category. */
export function ConnectionPicker({ connections, loading, value, onChange }: Props) {
  const options = connections.map((connection) => ({
    value: connection.IntegrationConfigurationID,
    label: connectionLabel(connection),
    description: connection.Category,
    tags: connection.IsDefault ? ['Default'] : undefined,
  }));
  return (
    <FormField label="Connection" description="The settings below belong to this connection.">
      <Select
        selectedOption={options.find((option) => option.value === value) ?? null}
        options={options}
        placeholder="Choose a connection"
        statusType={loading ? 'loading' : 'finished'}
        loadingText="Loading connections"
        empty="Your organization has no connections"
        filteringType={options.length > 8 ? 'auto' : 'none'}
        onChange={(event) => onChange(event.detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}
