import type { AuthorizationType, GrantType } from './draft';

/** Every field that belongs to one authorization type or another (cleared when the type changes). */
export const credentialFields = [
  'GrantType',
  'AuthorizationURL',
  'TokenURL',
  'Key',
  'KeySecret',
  'Scope',
  'UserName',
  'Password',
  'Token',
] as const;
export type CredentialField = (typeof credentialFields)[number];

/** Each OAuth 2.0 flow's fields (spec part 1 §4: choosing a grant type shows that flow's fields). */
const grantFields: Record<GrantType, CredentialField[]> = {
  'Authorization Code': ['AuthorizationURL', 'TokenURL', 'Key', 'KeySecret', 'Scope'],
  'Client Credentials': ['TokenURL', 'Key', 'KeySecret', 'Scope'],
  'Password Credentials': ['TokenURL', 'Key', 'KeySecret', 'UserName', 'Password', 'Scope'],
  Implicit: ['AuthorizationURL', 'Key', 'Scope'],
};

/** The credential fields the chosen authorization type (and OAuth grant) shows and sends, in the form's order. */
export function visibleCredentialFields(type: AuthorizationType | '', grant: GrantType | ''): CredentialField[] {
  switch (type) {
    case 'OAuth 2.0':
      return ['GrantType', ...(grant ? grantFields[grant] : [])];
    case 'Basic Auth':
      return ['UserName', 'Password', 'AuthorizationURL'];
    case 'Bearer Token':
      return ['Token'];
    case 'AWS Signature':
      return ['Key', 'KeySecret'];
    default:
      return [];
  }
}

interface FieldText {
  label: string;
  description?: string;
  placeholder?: string;
  secret?: boolean;
}

/** Labels of the credential fields, which depend on the type (the Key is an OAuth client id or an AWS access key). */
export function credentialFieldText(field: CredentialField, type: AuthorizationType | ''): FieldText {
  const oauth = type === 'OAuth 2.0';
  switch (field) {
    case 'GrantType':
      return { label: 'Grant type', description: 'The OAuth 2.0 flow the external system supports.' };
    case 'AuthorizationURL':
      return oauth
        ? {
            label: 'Authorization URL',
            description: "The provider's sign-in (authorize) endpoint.",
            placeholder: 'https://',
          }
        : {
            label: 'Authorization URL',
            description: 'The credentials are checked against it.',
            placeholder: 'https://',
          };
    case 'TokenURL':
      return { label: 'Token URL', description: "The provider's token endpoint.", placeholder: 'https://' };
    case 'Key':
      return oauth ? { label: 'Client ID' } : { label: 'Access key ID' };
    case 'KeySecret':
      return oauth ? { label: 'Client secret', secret: true } : { label: 'Secret access key', secret: true };
    case 'Scope':
      return { label: 'Scope', description: 'Space-separated scopes to ask for.' };
    case 'UserName':
      return { label: 'User name' };
    case 'Password':
      return { label: 'Password', secret: true };
    case 'Token':
      return { label: 'Token', description: 'Sent as "Authorization: Bearer <token>".', secret: true };
  }
}
