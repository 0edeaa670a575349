import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { authorizationTypes, behaviourOf, grantTypes } from '@switchboard/shared';
import { credentialFieldText, visibleCredentialFields } from './authorization-fields';
import { fieldLabel, TextField } from './controls';
import { withAuthorizationType, type AuthorizationType, type GrantType } from './draft';
import type { ConnectionFormState } from './use-connection-form';

const typeOptions = authorizationTypes.map((type) => ({ value: type, label: type }));
const grantOptions = grantTypes.map((grant) => ({ value: grant, label: grant }));

/**
 * Authorization type, then the credentials that type (and, for OAuth 2.0, the grant type) asks for: the ones it
 * cannot do without are required, the others marked optional (requiredConnectionFields).
 */
export function AuthorizationSection({ form }: { form: ConnectionFormState }) {
  const { draft, update, errors, visit } = form;
  const type = draft.AuthorizationType;
  const fields = visibleCredentialFields(type, draft.GrantType).filter((field) => field !== 'GrantType');
  const behaviour = behaviourOf(draft.SystemName);
  const typeRequired = Boolean(behaviour.requiresAuthorizationType);
  // A system a link opens straight into its OAuth connect connects that way: its type is not one to leave out.
  const typeOptional = !typeRequired && !behaviour.directOAuth;

  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <FormField
          label={fieldLabel('Authorization type', typeOptional)}
          description="How the console signs in to the system. Changing it clears the other types' credentials."
          errorText={errors.AuthorizationType}
        >
          <Select
            selectedOption={typeOptions.find((option) => option.value === type) ?? null}
            options={typeOptions}
            placeholder={typeRequired ? 'Choose an authorization type' : 'None'}
            ariaRequired={typeRequired}
            invalid={Boolean(errors.AuthorizationType)}
            onChange={(event) =>
              form.setDraft((current) =>
                withAuthorizationType(current, event.detail.selectedOption.value as AuthorizationType),
              )
            }
          />
        </FormField>
        {type === 'OAuth 2.0' && (
          <FormField
            label="Grant type"
            description="The OAuth 2.0 flow the external system supports."
            errorText={errors.GrantType}
          >
            <Select
              selectedOption={grantOptions.find((option) => option.value === draft.GrantType) ?? null}
              options={grantOptions}
              placeholder="Choose a grant type"
              ariaRequired
              invalid={Boolean(errors.GrantType)}
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
                optional={!form.required.has(field)}
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
