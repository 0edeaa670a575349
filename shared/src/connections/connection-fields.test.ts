import { describe, expect, it } from 'vitest';
import { basicCredentialsMessage, missingConnectionFields, missingFieldsMessage } from './connection-fields';

const rest = { SystemName: 'REST API Service', ServiceInstanceName: 'orders', URL: 'https://orders.example.com' };

describe('the fields a connection needs', () => {
  it('follows the authorization type and the OAuth grant, all at once', () => {
    expect(
      missingConnectionFields({ ...rest, AuthorizationType: 'OAuth 2.0', GrantType: 'Client Credentials' }),
    ).toEqual(['TokenURL', 'Key', 'KeySecret']);
    expect(
      missingConnectionFields({ ...rest, AuthorizationType: 'OAuth 2.0', GrantType: 'Authorization Code', Key: 'id' }),
    ).toEqual(['AuthorizationURL', 'TokenURL']);
    expect(missingConnectionFields({ ...rest, URL: '', AuthorizationType: 'Bearer Token' })).toEqual(['URL', 'Token']);
    expect(missingConnectionFields({ SystemName: 'Salesforce', AuthorizationType: 'No Auth' })).toEqual([]);
  });

  it('names each missing field and what it is required for, as the server refuses a draft', () => {
    expect(missingFieldsMessage({ ...rest, AuthorizationType: 'AWS Signature' })).toBe(
      'Key: is required for AWS Signature; KeySecret: is required for AWS Signature',
    );
    expect(missingFieldsMessage({ ...rest, AuthorizationType: 'OAuth 2.0', GrantType: 'Implicit' })).toBe(
      'AuthorizationURL: is required for the Implicit grant; Key: is required for the Implicit grant',
    );
    expect(missingFieldsMessage({ ...rest, AuthorizationType: 'OAuth 2.0' })).toBe(
      'GrantType: is required for OAuth 2.0',
    );
    expect(
      missingFieldsMessage({
        ...rest,
        AuthorizationType: 'OAuth 2.0',
        GrantType: 'Implicit',
        AuthorizationURL: 'https://a.example',
        Key: 'id',
      }),
    ).toBeUndefined();
  });

  it('narrows the Basic message to what is still missing', () => {
    const basic = { ...rest, AuthorizationType: 'Basic Auth' };
    expect(basicCredentialsMessage(basic)).toBe('Enter the user name, the password and the authorization URL.');
    expect(basicCredentialsMessage({ ...basic, UserName: 'ops' })).toBe(
      'Enter the password and the authorization URL.',
    );
    expect(basicCredentialsMessage({ ...basic, UserName: 'ops', AuthorizationURL: 'https://x.example' })).toBe(
      'Enter the password.',
    );
  });
});
