import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { behaviourOf } from '@switchboard/shared';
import type { ReactNode } from 'react';
import { isSubmitKey } from '../../../components/forms/submit-on-enter';
import { AuthorizationSection } from './AuthorizationSection';
import { CredentialHealthDetails } from './CredentialHealthDetails';
import { isNewDraft } from './draft';
import { TextField, ToggleField } from './controls';
import { SystemFieldsSection } from './SystemFieldsSection';
import type { ConnectionFormState } from './use-connection-form';

/**
 * THE connection form, shared by the authorization modal and the /setup/{slug} pages: where the system is, how to
 * sign in to it, its own fields from the catalogue, and the connection's options. What it asks for follows the
 * system's behaviour (behaviourOf) and requires what requiredConnectionFields says; Enter in a field saves.
 */
export function ConnectionForm({ form, onSubmit }: { form: ConnectionFormState; onSubmit: () => void }) {
  const { draft, update, errors, visit } = form;
  const behaviour = behaviourOf(draft.SystemName);

  return (
    <form
      noValidate
      aria-label="Connection"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => isSubmitKey(event) && onSubmit()}
    >
      <SpaceBetween size="l">
        <Section title="System">
          <ColumnLayout columns={2}>
            <TextField
              label="Instance name"
              description="The name of your instance of the system."
              optional={!form.required.has('ServiceInstanceName')}
              value={draft.ServiceInstanceName}
              error={errors.ServiceInstanceName}
              onChange={(value) => update({ ServiceInstanceName: value })}
              onBlur={() => visit('ServiceInstanceName')}
            />
            <TextField
              label="URL"
              description="The address the assistant calls."
              placeholder="https://"
              optional={!form.required.has('URL')}
              value={draft.URL}
              error={errors.URL}
              onChange={(value) => update({ URL: value })}
              onBlur={() => visit('URL')}
            />
            {behaviour.customDomain && (
              <ToggleField
                label="Use a custom domain"
                description="Your organization signs in on its own domain."
                checked={draft.UseCustomDomain}
                onChange={(checked) => update({ UseCustomDomain: checked })}
              />
            )}
            {behaviour.customDomain && draft.UseCustomDomain && (
              <TextField
                label="Custom domain name"
                value={draft.CustomDomainName}
                error={errors.CustomDomainName}
                onChange={(value) => update({ CustomDomainName: value })}
                onBlur={() => visit('CustomDomainName')}
              />
            )}
          </ColumnLayout>
        </Section>
        <Section title="Authorization">
          <AuthorizationSection form={form} />
        </Section>
        {!isNewDraft(draft) && (
          <Section title="Credential health">
            <CredentialHealthDetails connectionId={draft.IntegrationConfigurationID} />
          </Section>
        )}
        {(form.ownFieldsLoading || form.ownFieldsFailed || form.ownFields.length > 0) && (
          <Section title={`${draft.SystemName} settings`}>
            <SystemFieldsSection form={form} />
          </Section>
        )}
        <Section title="Options">
          <ColumnLayout columns={3}>
            <TextField
              label="Query return limit"
              description="How many records an answer reads out."
              type="number"
              value={draft.QueryReturnLimit}
              error={errors.QueryReturnLimit}
              onChange={(value) => update({ QueryReturnLimit: value })}
              onBlur={() => visit('QueryReturnLimit')}
            />
            <ToggleField
              label="Is Shared"
              description="Every user of the organization uses this connection."
              checked={draft.IsShared}
              onChange={(checked) => update({ IsShared: checked })}
            />
            <ToggleField
              label="Require voice MFA"
              description="Voice answers from this system need a second factor."
              checked={draft.RequireVoiceMFA}
              onChange={(checked) => update({ RequireVoiceMFA: checked })}
            />
          </ColumnLayout>
        </Section>
      </SpaceBetween>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <SpaceBetween size="s">
        <Header variant="h3">{title}</Header>
        <Box>{children}</Box>
      </SpaceBetween>
    </section>
  );
}
