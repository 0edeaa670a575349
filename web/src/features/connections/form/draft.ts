import {
  DEFAULT_QUERY_RETURN_LIMIT,
  EMPTY_GUID,
  parseAdditionalConfiguration,
  type authorizationTypes,
  type Connection,
  type ConnectionInput,
  type grantTypes,
} from '@switchboard/shared';
import { credentialFields, visibleCredentialFields } from './authorization-fields';

export type AuthorizationType = (typeof authorizationTypes)[number];
export type GrantType = (typeof grantTypes)[number];

/** A connection while the administrator edits it: every field the form shows, as the form holds it. */
export interface ConnectionDraft {
  IntegrationConfigurationID: string;
  SystemListCategoryID: string;
  SystemListID: string;
  /** The chosen system's name: it decides the system-specific behaviour (behaviourOf). */
  SystemName: string;
  ServiceInstanceName: string;
  URL: string;
  AuthorizationType: AuthorizationType | '';
  GrantType: GrantType | '';
  Token: string;
  UserName: string;
  Password: string;
  Key: string;
  KeySecret: string;
  AuthorizationURL: string;
  TokenURL: string;
  Scope: string;
  UseCustomDomain: boolean;
  CustomDomainName: string;
  QueryReturnLimit: string;
  IsShared: boolean;
  RequireVoiceMFA: boolean;
  /** The system's own connection fields (sent as AdditionalConfiguration), by field name. */
  Extra: Record<string, string>;
}

export type DraftTextField = {
  [K in keyof ConnectionDraft]: ConnectionDraft[K] extends string ? K : never;
}[keyof ConnectionDraft];

const blankCredentials = Object.fromEntries(credentialFields.map((field) => [field, ''])) as Pick<
  ConnectionDraft,
  (typeof credentialFields)[number]
>;

/** A new connection to a system; QueryReturnLimit starts at the spec's 3. */
export function newDraft(system?: {
  SystemListID: string;
  SystemListCategoryID: string;
  Name: string;
}): ConnectionDraft {
  return {
    IntegrationConfigurationID: '',
    SystemListCategoryID: system?.SystemListCategoryID ?? '',
    SystemListID: system?.SystemListID ?? '',
    SystemName: system?.Name ?? '',
    ServiceInstanceName: '',
    URL: '',
    AuthorizationType: '',
    ...blankCredentials,
    UseCustomDomain: false,
    CustomDomainName: '',
    QueryReturnLimit: String(DEFAULT_QUERY_RETURN_LIMIT),
    IsShared: false,
    RequireVoiceMFA: false,
    Extra: {},
  };
}

/** A saved connection as the form edits it (stored credentials arrive as the mask and go back as it). */
export function draftOf(connection: Connection): ConnectionDraft {
  return {
    ...newDraft(),
    IntegrationConfigurationID: connection.IntegrationConfigurationID,
    SystemListCategoryID: connection.SystemListCategoryID,
    SystemListID: connection.SystemListID,
    SystemName: connection.SystemName,
    ServiceInstanceName: connection.ServiceInstanceName,
    URL: connection.URL,
    AuthorizationType: connection.AuthorizationType as AuthorizationType | '',
    GrantType: connection.GrantType as GrantType | '',
    Token: connection.Token,
    UserName: connection.UserName,
    Password: connection.Password,
    Key: connection.Key,
    KeySecret: connection.KeySecret,
    AuthorizationURL: connection.AuthorizationURL,
    TokenURL: connection.TokenURL,
    Scope: connection.Scope,
    UseCustomDomain: connection.UseCustomDomain,
    CustomDomainName: connection.CustomDomainName,
    QueryReturnLimit: String(connection.QueryReturnLimit),
    IsShared: connection.IsShared,
    RequireVoiceMFA: connection.RequireVoiceMFA,
    Extra: parseAdditionalConfiguration(connection.AdditionalConfiguration) ?? {},
  };
}

export const isNewDraft = (draft: ConnectionDraft) =>
  !draft.IntegrationConfigurationID || draft.IntegrationConfigurationID === EMPTY_GUID;

/**
 * Choosing an authorization type clears the fields of the others (spec part 1 §4); OAuth 2.0 starts on the
 * Authorization Code grant.
 */
export function withAuthorizationType(draft: ConnectionDraft, type: AuthorizationType | ''): ConnectionDraft {
  if (type === draft.AuthorizationType) return draft;
  return {
    ...draft,
    ...blankCredentials,
    AuthorizationType: type,
    GrantType: type === 'OAuth 2.0' ? 'Authorization Code' : '',
  };
}

/** The request body: only the credentials the chosen type and grant use, the system's own fields as JSON text. */
export function toConnectionInput(draft: ConnectionDraft): ConnectionInput {
  const visible = new Set<string>(visibleCredentialFields(draft.AuthorizationType, draft.GrantType));
  const credentials = Object.fromEntries(
    credentialFields.map((field) => [field, visible.has(field) ? draft[field] : '']),
  ) as Pick<ConnectionInput, (typeof credentialFields)[number]>;
  const extra = Object.entries(draft.Extra).filter(([, value]) => value !== '');
  const limit = draft.QueryReturnLimit.trim();
  return {
    IntegrationConfigurationID: draft.IntegrationConfigurationID,
    SystemListCategoryID: draft.SystemListCategoryID,
    SystemListID: draft.SystemListID,
    ServiceInstanceName: draft.ServiceInstanceName,
    URL: draft.URL,
    AuthorizationType: draft.AuthorizationType,
    ...credentials,
    UseCustomDomain: draft.UseCustomDomain,
    CustomDomainName: draft.UseCustomDomain ? draft.CustomDomainName : '',
    AdditionalConfiguration: extra.length ? JSON.stringify(Object.fromEntries(extra)) : '',
    QueryReturnLimit: limit === '' ? DEFAULT_QUERY_RETURN_LIMIT : Number(limit),
    IsShared: draft.IsShared,
    RequireVoiceMFA: draft.RequireVoiceMFA,
  };
}
