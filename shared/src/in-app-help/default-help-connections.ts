import type { PageHelp } from './default-help';

/** Help of the connection and catalogue screens (see default-help.ts). */
export const CONNECTIONS_HELP: Record<string, PageHelp> = {
  '/setup/systems': {
    Title: 'Setup systems',
    Content: `The connections of your organization to external systems (CRM, ticketing, voice assistants, generative AI, databases, messaging, cloud services). The assistant answers from these systems.

- Add a connection: choose its Category (the kind of system), then its System; one connection per system. Its page asks for the rest.
- Is Shared: on, every user of the organization uses this connection; off, it is private to whoever set it up.
- Credentials: whether the connection's credentials worked when last checked (every day, or now with Check now) and when its token expires.
- Default: the connection the assistant uses for its category when several exist; "Set default" changes it.
- Edit opens the connection's page; Test asks the system one of its sample questions through this connection.
- Remove: a connection that data sets read through cannot be removed until those data sets are gone.`,
  },
  '/setup/:slug': {
    Title: 'Connect a system',
    Content: `Connect one system to your organization.

- Instance name: your name for your instance of the system, e.g. the Salesforce instance.
- URL: the address of the system's API that the assistant calls (https).
- Use a custom domain and Custom domain name (systems that offer it): your organization signs in on its own domain.
- Authorization type: OAuth 2.0, Basic Auth, Bearer Token, AWS Signature or No Auth. Choosing one clears the fields of the others. Basic Auth asks for a User name, a Password and the Authorization URL the credentials are checked against; Bearer Token for the Token; AWS Signature for the Access key ID and the Secret access key.
- Grant type (OAuth 2.0): Authorization Code signs you in at the provider (Connect opens its page); Client Credentials uses the Client ID and Client secret alone; Password Credentials also sends a User name and Password; Implicit is only for providers that offer nothing else. Scope: the scopes to ask for, separated by spaces.
- Authorization URL and Token URL: the provider's endpoints; the credentials are only ever sent to these addresses, so changing one asks for the secrets again.
- The system's own settings (e.g. a region), where it has any.
- Query return limit: how many records one answer reads out (1 to 100).
- Is Shared: every user of the organization uses the connection.
- Require voice MFA: voice answers from this system ask the caller for a second factor.

Validate checks the credentials against the system before you save. Secrets are stored encrypted and never shown again.`,
  },
  '/setup/:slug/:id': {
    Title: 'Edit a connection',
    Content: `Change a connection of your organization.

- Secrets (Password, Token, Client secret, Secret access key) show as a mask: leave it to keep the stored value, or type a new one.
- Changing the URL, the Authorization URL or the Token URL asks for the secrets again, so they are never sent to a new address without you typing them.
- Credential health: whether the credentials worked when last checked, and when the token expires.
- Instance name, Grant type, Query return limit, Is Shared and Require voice MFA mean the same as when connecting: see the help of the connect page.`,
  },
  '/connections/integration-settings': {
    Title: 'Integration settings',
    Content: `Per connection, how the assistant reads its system. Choose the connection at the top (the default one opens first).

- Default settings: the settings the connection's system offers (its default setting fields); set each one's Value, checked by the setting's Type (a whole number for Integer, a number for Decimal, true or false for Boolean) and, for a limit or a count, its range (a query return limit is 1 to 100). A setting without a value shows "Not set".
- Column name changes: show a column of the system under your own name: the Default column, chosen from the system's columns, and its Custom name (up to 64 characters), e.g. "short_description" as "Summary".
- Custom columns: columns of your own the assistant reads from the system: a Name (starts with a letter; letters, digits and _ only; up to 64 characters) and a Type (String, Integer, Decimal or Boolean).`,
  },
  '/catalogue/systems': {
    Title: 'System list settings',
    Content: `The platform's catalogue of systems organizations can connect to, grouped by category. Platform administrators keep it.

- Categories: a Category is a kind of system, e.g. CRM, Ticketing, Voice assistant, Generative AI (up to 60 characters). Names are unique, compared regardless of case and width. Only an empty category can be deleted.
- Systems: its Name (up to 80 characters; unique across the catalogue, because connections switch their behaviour on it) and its Category. A system that connections use cannot be deleted.`,
  },
  '/catalogue/default-setting-fields': {
    Title: 'Default setting fields',
    Content: `The settings each system offers its connections (each organization gives them values on Integration settings). Only platform administrators change them.

- Category and System: the system the setting belongs to (choose the category first).
- Field name: the name the system's integration reads, e.g. ApiKey; starts with a letter; letters, digits and _ only; up to 64 characters; unique per system.
- Label: what administrators see (up to 80 characters).
- Field type: String, Integer, Decimal or Boolean; values are checked by it.
- Short description: helps whoever fills in the setting (up to 300 characters, optional).`,
  },
  '/catalogue/connection-fields': {
    Title: 'Connection fields',
    Content: `The extra fields a connection to each system asks for (beyond URL and credentials), e.g. an instance name or a region. Only platform administrators change them.

- Category and System: the system that asks for the field (choose the category first).
- Field name: the name the system's integration reads, e.g. ApiKey; starts with a letter; letters, digits and _ only; up to 64 characters; unique per system.
- Label: what the connection form shows (up to 80 characters).
- Field type: String, Integer, Decimal or Boolean.
- Short description: helps whoever fills in the field (up to 300 characters, optional).`,
  },
  '/catalogue/setting-definitions': {
    Title: 'Setting definitions',
    Content: `The settings organizations give a value to on Organization settings, by category. Platform administrators define them here; organization administrators choose from them when they give a setting a value.

- Name: how the setting is listed, e.g. Default time zone (required, up to 100 characters).
- Category: the category it is listed under.
- Value type: what a value must be: Text, Number, Email, Url (an http or https address) or TimeZone (e.g. Europe/Berlin or UTC). Text unless chosen.
- Encrypted: values are secrets, stored encrypted and never shown again.
- Description: shown to administrators when they give it a value (up to 500 characters, optional).

While organizations keep values of a definition (Organizations using it), its Value type and Encrypted are fixed and it cannot be deleted.`,
  },
};
