import { describe, expect, it } from 'vitest';
import { basicCredentialsMessage, missingConnectionFields } from './connection-fields';

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
