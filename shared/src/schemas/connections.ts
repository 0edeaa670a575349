import { z } from 'zod';

export const authorizationTypes = ['OAuth 2.0', 'No Auth', 'Basic Auth', 'Bearer Token', 'AWS Signature'] as const;
export const grantTypes = ['Authorization Code', 'Password Credentials', 'Implicit', 'Client Credentials'] as const;

/** What answers carry instead of a stored credential; an update that sends it back keeps the stored value. */
export const SECRET_MASK = '••••••••';

/** A connection as answers show it: credentials masked, the system's name and category resolved. */
export const connection = z.object({
  IntegrationConfigurationID: z.string(),
  OrganizationID: z.string(),
  SystemListID: z.string(),
  SystemListCategoryID: z.string(),
  SystemName: z.string(),
  Category: z.string(),
  ServiceInstanceName: z.string(),
  URL: z.string(),
  AuthorizationType: z.string(),
  GrantType: z.string(),
  UserName: z.string(),
  Password: z.string(),
  Token: z.string(),
  AuthorizationURL: z.string(),
  QueryReturnLimit: z.number(),
  IsShared: z.boolean(),
  IsDefault: z.boolean(),
  DateLastUpdated: z.string(),
  LastUpdatedBy: z.string(),
});
export type Connection = z.infer<typeof connection>;

/** Label of a connection whose system is no longer in the catalogue. */
export const PRIVATE_CONNECTION = 'Private Connection';
