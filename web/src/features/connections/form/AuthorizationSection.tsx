import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { authorizationTypes, behaviourOf, grantTypes } from '@switchboard/shared';
import { credentialFieldText, visibleCredentialFields, type CredentialField } from './authorization-fields';
import { TextField } from './controls';
import { withAuthorizationType, type AuthorizationType, type GrantType } from './draft';
import type { ConnectionFormState } from './use-connection-form';

const typeOptions = authorizationTypes.map((type) => ({ value: type, label: type }));
const grantOptions = grantTypes.map((grant) => ({ value: grant, label: grant }));
const optionalFields = new Set<CredentialField>(['Scope']);

/** Authorization type, then the credentials that type (and, for OAuth 2.0, the grant type) asks for. */
export function AuthorizationSection({ form }: { form: ConnectionFormState }) {
  const { draft, update, errors, visit } = form;
  const type = draft.AuthorizationType;
  const fields = visibleCredentialFields(type, draft.GrantType).filter((field) => field !== 'GrantType');
  const typeRequired = behaviourOf(draft.SystemName).requiresAuthorizationType;

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormField
          label="Authorization type"
          description="How the console signs in to the system. Changing it clears the other types' credentials."
          errorText={errors.AuthorizationType}
        >
          <Select
            selectedOption={typeOptions.find((option) => option.value === type) ?? null}
            options={typeOptions}
            placeholder={typeRequired ? 'Choose an authorization type' : 'None'}
            ariaRequired={typeRequired}
            onChange={(event) =>
              form.setDraft((current) =>
                withAuthorizationType(current, event.detail.selectedOption.value as AuthorizationType),
              )
            }
          />
        </FormField>
        {type === 'OAuth 2.0' && (
          <FormField label="Grant type" description="The OAuth 2.0 flow the external system supports.">
            <Select
              selectedOption={grantOptions.find((option) => option.value === draft.GrantType) ?? null}
              options={grantOptions}
              placeholder="Choose a grant type"
              onChange={(event) => update({ GrantType: event.detail.selectedOption.value as GrantType })}
            />
          </FormField>
        )}
      </ColumnLayout>
      {fields.length > 0 && (
        <ColumnLayout columns={2}>
          {fields.map((field) => {
            const text = credentialFieldText(field, type);
            return (
              <TextField
                key={field}
                label={text.label}
                description={text.description}
                placeholder={text.placeholder}
                secret={text.secret}
                optional={optionalFields.has(field)}
                value={draft[field]}
                error={errors[field]}
                onChange={(value) => update({ [field]: value })}
                onBlur={() => visit(field)}
              />
            );
          })}
        </ColumnLayout>
      )}
    </SpaceBetween>
  );
}
