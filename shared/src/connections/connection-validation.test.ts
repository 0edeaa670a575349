import { describe, expect, it } from 'vitest';
import { firstConnectionProblem } from './connection-validation';
import { behaviourOf, systemNameOfSlug } from './system-behaviour';

const base = {
  SystemListCategoryID: 'c',
  SystemListID: 's',
  SystemName: 'ServiceNow',
  ServiceInstanceName: 'acme',
  URL: 'https://acme.service-now.com',
};

describe('connection validation order', () => {
  it('checks category, system, instance and URL, then the authorization specifics', () => {
    expect(firstConnectionProblem({})).toBe('msg_validate_category');
    expect(firstConnectionProblem({ SystemListCategoryID: 'c' })).toBe('msg_validate_system');
    expect(firstConnectionProblem({ ...base, ServiceInstanceName: ' ' })).toBe('msg_validate_instance');
    expect(firstConnectionProblem({ ...base, URL: '' })).toBe('msg_validate_url');
    expect(firstConnectionProblem({ ...base, AuthorizationType: 'Bearer Token' })).toBe('msg_validate_token');
    expect(firstConnectionProblem({ ...base, AuthorizationType: 'Basic Auth', UserName: 'u', Password: 'p' })).toBe(
      'msg_validate_basic',
    );
    expect(
      firstConnectionProblem({
        ...base,
        AuthorizationType: 'Basic Auth',
        UserName: 'u',
        Password: 'p',
        AuthorizationURL: 'https://x',
      }),
    ).toBeUndefined();
  });

  it('exempts the three systems from instance and URL, and asks the REST service for an authorization type', () => {
    expect(
      firstConnectionProblem({ ...base, SystemName: 'Salesforce', ServiceInstanceName: '', URL: '' }),
    ).toBeUndefined();
    expect(firstConnectionProblem({ ...base, SystemName: 'My REST API Service' })).toBe('msg_validate_authorization');
  });

  it('asks Salesforce custom for its instance and, with a custom domain, its name', () => {
    const custom = { ...base, SystemName: 'Salesforce custom', URL: '' };
    expect(firstConnectionProblem({ ...custom, ServiceInstanceName: '' })).toBe('msg_setup_system');
    expect(firstConnectionProblem({ ...custom, UseCustomDomain: true })).toBe('msg_setup_domain');
    expect(firstConnectionProblem({ ...custom, UseCustomDomain: true, CustomDomainName: 'acme' })).toBeUndefined();
  });
});

describe('system behaviour table', () => {
  it('is keyed by the lower-cased name and maps slugs back', () => {
    expect(behaviourOf('Amazon Alexa for Hospitality')).toMatchObject({
      directOAuth: true,
      requiresInstanceName: true,
    });
    expect(behaviourOf('MySQL').validateHidden).toBe(true);
    expect(behaviourOf('Open AI').validWithoutCheck).toBe(true);
    expect(systemNameOfSlug('hubspot')).toBe('hubspot');
    expect(systemNameOfSlug('servicenowcustom')).toBe('servicenow custom');
  });
});
