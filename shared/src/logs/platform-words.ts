/**
 * How the platform's and an organization's own records read in a history line (issue 29 item 16): the catalogue
 * (Catalogue screens), connections and what belongs to one (Setup systems, Integration settings), invitations (Invite
 * users), the organization, its settings and the setting definitions. Labels are the ones their forms show.
 */
import type { NameOfReference, RecordValues, TypeWords } from './record-words';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const referenced = (value: unknown, field: string, nameOf: NameOfReference) =>
  typeof value === 'string' ? nameOf(value, field) : undefined;

/** A system's field definitions: both kinds share their form (spec part 1, screens 3 and 4). */
const fieldDefinition = {
  SystemListCategoryID: 'Category',
  SystemListID: 'System',
  FieldName: 'Field name',
  FieldLabel: 'Label',
  FieldType: 'Field type',
  FieldShortDescription: 'Short description',
};
const definitionLabel = (field: RecordValues) => text(field.FieldLabel);

/** The platform's catalogue (Catalogue screens): categories, systems, their fields, columns and voice intents. */
const catalogueWords: Record<string, TypeWords> = {
  Category: { noun: 'system category', label: (category) => text(category.Category), fields: { Category: 'Category' } },
  System: { noun: 'system', fields: { Name: 'Name', SystemListCategoryID: 'Category' } },
  DefaultSettingField: { noun: 'default setting field', label: definitionLabel, fields: fieldDefinition },
  ConnectionField: { noun: 'connection field', label: definitionLabel, fields: fieldDefinition },
  IntegrationColumn: {
    noun: 'integration column',
    label: (column) => text(column.ColumnName),
    fields: { ColumnName: 'Column', SystemListID: 'System' },
  },
  VoiceIntent: {
    noun: 'voice intent',
    label: (intent) => text(intent.Question),
    fields: {
      Question: 'Question',
      ApiUrl: 'API address',
      Module: 'Module',
      UrlFinalParams: 'Address parameters',
      SystemListID: 'System',
    },
  },
};

/** An organization's connections (Setup systems) and what belongs to one (Integration settings). */
const connectionWords: Record<string, TypeWords> = {
  IntegrationConfiguration: {
    noun: 'connection',
    label: (connection) => text(connection.ServiceInstanceName) || text(connection.SystemName),
    fields: {
      SystemListCategoryID: 'Category',
      SystemListID: 'System',
      SystemName: 'System',
      Category: 'Category',
      ServiceInstanceName: 'Instance name',
      URL: 'URL',
      AuthorizationType: 'Authorization type',
      GrantType: 'Grant type',
      UserName: 'User name',
      Password: 'Password',
      Token: 'Token',
      Key: 'Client ID',
      KeySecret: 'Client secret',
      AuthorizationURL: 'Authorization URL',
      TokenURL: 'Token URL',
      Scope: 'Scope',
      UseCustomDomain: 'Use a custom domain',
      CustomDomainName: 'Custom domain name',
      AdditionalConfiguration: 'System settings',
      RequireVoiceMFA: 'Require voice MFA',
      QueryReturnLimit: 'Query return limit',
      IsShared: 'Shared',
      IsDefault: 'Default',
      CredentialsStatus: 'Credentials',
      CredentialsCheckedAt: 'Credentials checked',
      TokenExpiresAt: 'Token expires',
    },
    // The system's and category's names copy the picked ids; the secrets' names say only where they are kept.
    quiet: ['SystemName', 'Category', 'SecretName', 'SecretFields'],
  },
  IntegrationDefaultSettingField: {
    noun: 'default setting',
    label: (value) => text(value.Name),
    fields: {
      IntegrationConfigurationID: 'Connection',
      SystemListDefaultSettingID: 'Setting',
      Name: 'Name',
      Value: 'Value',
    },
  },
  IntegrationColumnChange: {
    noun: 'column name change',
    label: (change) => text(change.DefaultColumnName),
    fields: {
      IntegrationConfigurationID: 'Connection',
      DefaultColumnName: 'Default column',
      CustomColumnName: 'Custom name',
    },
  },
  IntegrationCustomColumn: {
    noun: 'custom column',
    label: (column) => text(column.CustomColumnName),
    fields: { IntegrationConfigurationID: 'Connection', CustomColumnName: 'Name', CustomColumnType: 'Type' },
  },
};

/** The organization (Organization setup), its settings and the platform's setting definitions and categories. */
const organizationWords: Record<string, TypeWords> = {
  Organization: {
    noun: 'organization',
    fields: {
      OrganizationName: 'Organization name',
      smallImageUrl: 'Small image URL',
      largeImageUrl: 'Large image URL',
      IncidentService: 'Incident service',
      CRMService: 'CRM service',
      EmailService: 'Email service',
      DirectoryService: 'Directory service',
      BIService: 'BI service',
      Email: 'Contact email',
      Phone: 'Phone',
      Address: 'Address',
      City: 'City',
      State: 'State or region',
      ZipCode: 'Zip code',
      Country: 'Country',
      RequireVoiceMFA: 'Require voice MFA',
      SmartOfficeVersion: 'Version',
      OrgAttributes: 'Organization attributes',
      DateSetup: 'Set up',
    },
  },
  SettingCategory: { noun: 'setting category', fields: { Name: 'Name' } },
  SystemSettingList: {
    noun: 'setting definition',
    fields: {
      Name: 'Name',
      SettingCategoryID: 'Category',
      ValueType: 'Value type',
      Encrypt: 'Encrypted',
      Description: 'Description',
    },
  },
  Setting: {
    noun: 'setting',
    label: (setting, nameOf) => referenced(setting.SystemSettingListID, 'SystemSettingListID', nameOf),
    fields: {
      SettingCategoryID: 'Category',
      SystemSettingListID: 'Setting',
      Value: 'Value',
      ValueType: 'Value type',
      Encrypt: 'Encrypted',
    },
    quiet: ['Name', 'SettingCategories', 'SecretName'],
  },
};

const invitationWords: Record<string, TypeWords> = {
  Invitation: {
    noun: 'invitation',
    label: (invitation) =>
      [text(invitation.FirstName), text(invitation.LastName)].filter(Boolean).join(' ') || undefined,
    fields: {
      FirstName: 'First name',
      LastName: 'Last name',
      Email: 'Email',
      Role: 'Role',
      Status: 'Status',
      Accepted: 'Registered',
      Approved: 'Approved',
      EnrollmentCompleted: 'Configured',
      Enabled: 'Enabled',
      ExpiresAt: 'Link expires',
      EmployeeID: 'Employee',
      OrganizationName: 'Organization',
      AccountOnly: 'Account only',
      InvitedBy: 'Invited by',
      TokenHash: 'Invitation link',
    },
  },
};

export const platformWords: Record<string, TypeWords> = {
  ...catalogueWords,
  ...connectionWords,
  ...invitationWords,
  ...organizationWords,
};
