import type { ConnectionField } from '@switchboard/shared';
import { credentialFieldText, visibleCredentialFields } from './authorization-fields';
import type { ConnectionDraft } from './draft';

/** Field problems by field: a draft field's name, or `Extra.<FieldName>` for the system's own fields. */
export type FieldErrors = Partial<Record<string, string>>;

export const extraKey = (fieldName: string) => `Extra.${fieldName}`;

/**
 * The fields the connection form shows, with the label the user sees (the Key is a "Client ID" for OAuth 2.0 and an
 * "Access key ID" for AWS), by the name the request and the server's messages use. A server message about a field
 * the form does not show stays a message by the buttons.
 */
export function connectionLabels(
  draft: ConnectionDraft,
  ownFields: readonly ConnectionField[],
): Record<string, string> {
  const labels: Record<string, string> = {
    SystemListCategoryID: 'Category',
    SystemListID: 'System',
    ServiceInstanceName: 'Instance name',
    URL: 'URL',
    CustomDomainName: 'Custom domain name',
    AuthorizationType: 'Authorization type',
    QueryReturnLimit: 'Query return limit',
    AdditionalConfiguration: `${draft.SystemName} settings`,
  };
  for (const field of visibleCredentialFields(draft.AuthorizationType, draft.GrantType)) {
    labels[field] = credentialFieldText(field, draft.AuthorizationType).label;
  }
  for (const field of ownFields) labels[extraKey(field.FieldName)] = field.FieldLabel;
  return labels;
}
