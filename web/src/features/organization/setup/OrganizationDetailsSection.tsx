import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { MESSAGE_DELAYS, messages, type OrganizationDetails } from '@switchboard/shared';
import { useMemo, useState } from 'react';
import { useRoute } from '../../../api/use-route';
import { detailsOf } from '../../../components/list-screen/entity-fields';
import { EntityFormModal } from '../../../components/list-screen/EntityFormModal';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { NameField } from './NameField';
import { organizationFields, organizationForm } from './organization-fields';
import { useSaveOrganization } from './use-save-organization';

interface Props {
  organization: OrganizationDetails;
  /** Joined by invitation: the details are read-only (spec part 2 §6 IsInvited). */
  readOnly: boolean;
  mode: 'setup' | 'update';
  /** Reads the organization as the server holds it now (after a version conflict). */
  onReload: () => Promise<OrganizationDetails | undefined>;
}

const shown = [
  'OrganizationName',
  'SmartOfficeVersion',
  'RequireVoiceMFA',
  'Email',
  'Phone',
  'Address',
  'smallImageUrl',
  'largeImageUrl',
  'IncidentService',
  'CRMService',
  'EmailService',
  'DirectoryService',
  'BIService',
  'OrgAttributes',
] as const;

/** The organization's details: shown, edited in a modal; in update mode its name saves as soon as it changes. */
export function OrganizationDetailsSection({ organization, readOnly, mode, onReload }: Props) {
  const connections = useRoute('GetIntegrationConfiguration', undefined, { staleTime: 60_000 });
  const fields = useMemo(
    () => organizationFields(connections.data ?? [], connections.isPending),
    [connections.data, connections.isPending],
  );
  const form = useMemo(() => organizationForm(fields), [fields]);
  const [editing, setEditing] = useState(false);
  const save = useSaveOrganization(mode);
  const { notify } = useNotifications();
  const saved = !!organization.DateSetup;
  const details = detailsOf(fields, mode === 'update' ? shown.slice(1) : shown)(organization);

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={
            mode === 'setup' ? 'Who the organization is, how to reach it, and the services it answers with.' : undefined
          }
          actions={
            !readOnly && (
              <Button variant={saved ? 'normal' : 'primary'} onClick={() => setEditing(true)}>
                {saved ? 'Edit details' : 'Enter details'}
              </Button>
            )
          }
          info={
            mode === 'setup' && (
              <StatusIndicator type={saved ? 'success' : 'pending'}>
                {saved ? 'Saved' : 'Not saved yet'}
              </StatusIndicator>
            )
          }
        >
          {mode === 'setup' ? '1. Organization details' : 'Organization details'}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {readOnly && <Alert type="info">{messages.msg_org_invited_read_only}</Alert>}
        {mode === 'update' && <NameField key={organization.Version} organization={organization} readOnly={readOnly} />}
        <KeyValuePairs columns={3} items={details} />
      </SpaceBetween>
      {editing && (
        <EntityFormModal
          form={form}
          noun="organization"
          item={organization}
          header="Organization details"
          submitLabel="Save details"
          messageDelayMs={MESSAGE_DELAYS.loadingError}
          failureMessage={messages.msg_org_save_failed}
          onDismiss={() => setEditing(false)}
          onSave={async (body) => {
            await save.mutateAsync(body);
            setEditing(false);
            notify({
              type: 'success',
              key: 'organization-saved',
              content: messages.msg_org_updated,
              clearAfterMs: MESSAGE_DELAYS.loadingError,
            });
          }}
          onReload={onReload}
        />
      )}
    </Container>
  );
}
