import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { MESSAGE_DELAYS, messages, organizationInput, type OrganizationDetails } from '@switchboard/shared';
import { useState } from 'react';
import { saveFailure } from '../../../api/field-problems';
import { fieldSentence } from '../../../components/forms/field-wording';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { organizationFields, organizationForm } from './organization-fields';
import { useSaveOrganization } from './use-save-organization';

const LABEL = 'Organization name';
const labels = new Map([['OrganizationName', LABEL]]);
/** The body of the whole organization as stored (only its codecs matter here, not the services' choices). */
const form = organizationForm(organizationFields([], false));

/**
 * Update mode's organization name (spec part 2 §4): a changed name is saved as soon as the user leaves the field or
 * presses Enter, without the edit modal; a refused one stays typed with the reason under it. Keyed by the
 * organization's Version by its parent, so a saved change starts it again from the stored name.
 */
export function NameField({ organization, readOnly }: { organization: OrganizationDetails; readOnly: boolean }) {
  const [name, setName] = useState(organization.OrganizationName);
  const [error, setError] = useState<string>();
  const save = useSaveOrganization('update');
  const { notify } = useNotifications();

  const commit = async () => {
    if (readOnly || save.isPending || name === organization.OrganizationName) return;
    const parsed = organizationInput.shape.OrganizationName.safeParse(name);
    if (!parsed.success) {
      setError(fieldSentence(LABEL, parsed.error.issues[0]!.message, labels));
      return;
    }
    const body = {
      ...(form.toUpdateBody(form.fromItem(organization), organization) as object),
      OrganizationName: name,
    };
    try {
      await save.mutateAsync(body);
      setError(undefined);
      notify({
        type: 'success',
        key: 'organization-saved',
        content: messages.msg_org_updated,
        clearAfterMs: MESSAGE_DELAYS.loadingError,
      });
    } catch (failure) {
      const outcome = saveFailure(failure, messages.msg_org_save_failed, { OrganizationName: LABEL });
      setError(
        outcome.conflict ? messages.msg_version_conflict : (outcome.byField.OrganizationName ?? outcome.message),
      );
    }
  };

  return (
    <FormField
      label={LABEL}
      description={readOnly ? undefined : 'Saved as soon as you leave the field or press Enter.'}
      errorText={error}
    >
      <Input
        value={name}
        readOnly={readOnly}
        invalid={Boolean(error)}
        onChange={(event) => {
          setName(event.detail.value);
          setError(undefined);
        }}
        onBlur={() => void commit()}
        onKeyDown={(event) => event.detail.key === 'Enter' && void commit()}
      />
    </FormField>
  );
}
