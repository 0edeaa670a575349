import type { PageHelp } from './default-help';

/** Help of the connection and catalogue screens (see default-help.ts). */
export const CONNECTIONS_HELP: Record<string, PageHelp> = {
  '/setup/systems': {
    Title: 'Setup systems',
    Content: `The connections of your organization to external systems (CRM, ticketing, voice assistants, generative AI, databases, messaging, cloud services). The assistant answers from these systems.

- Category and System: what you connect to; one connection per system.
- Instance name: your name for this connection, e.g. the Salesforce instance.
- Is Shared: on, every user of the organization uses this connection; off, it is private to whoever set it up.
- Default: the connection the assistant uses for its category when several exist. "Set as default" changes it.
- Remove: a connection that data sets read through cannot be removed until those data sets are gone.`,
  },
  '/setup/:slug': {
    Title: 'Connect a system',
    Content: `Connect one system to your organization.

- URL: the address of the system's API (https).
- Authorization type: OAuth 2.0, Basic Auth (user name and password), Bearer Token, AWS Signature (access key ID and secret) or No Auth. Choosing one clears the fields of the others.
- Grant type (OAuth 2.0): Authorization Code signs you in at the provider (Connect opens its page); Client Credentials uses the client ID and secret alone; Password Credentials also sends a user name and password; Implicit is only for providers that offer nothing else.
- Authorization URL and Token URL: the provider's endpoints; the credentials are only ever sent to these addresses, so changing one asks for the secrets again.
- Query return limit: how many records one question reads (1 to 100).
- Is Shared: every user of the organization uses the connection.
- Require voice MFA: voice answers from this system ask the caller for a second factor.

Validate checks the credentials against the system before you save. Secrets are stored encrypted and never shown again.`,
  },
  '/setup/:slug/:id': {
    Title: 'Edit a connection',
    Content: `Change a connection of your organization.

- Secrets show as a mask: leave it to keep the stored value, or type a new one.
- Changing the URL, the authorization URL or the token URL asks for the secrets again, so they are never sent to a new address without you typing them.
- Grant type, Is Shared and Require voice MFA mean the same as when connecting: see the help of the connect page.
- Test questions run a sample question against the system and show what the assistant would answer.`,
  },
  '/connections/integration-settings': {
    Title: 'Integration settings',
    Content: `Per connection, how the assistant reads its system.

- Default settings: the values of the settings the system offers (e.g. Query return limit, 1 to 100). Each is checked by its type and range.
- Column name changes: show a system's column under your own name (e.g. "short_description" as "Summary").
- Custom columns: columns of your own (String, Integer, Decimal or Boolean) the assistant reads from the system.`,
  },
  '/catalogue/systems': {
    Title: 'System list settings',
    Content: `The platform's catalogue of systems organizations can connect to, grouped by category. Platform administrators keep it.

- Category: e.g. CRM, Ticketing, Voice assistant, Generative AI. Names are unique (compared regardless of case and width).
- System: its name and category. A category that holds systems, or a system that connections use, cannot be deleted.`,
  },
  '/catalogue/default-setting-fields': {
    Title: 'Default setting fields',
    Content: `The settings each system offers its connections (shown on Integration settings).

- Field name: the name the system's integration reads; unique per system.
- Field label: what administrators see.
- Field type: String, Integer, Decimal or Boolean; values are checked by it.
- Short description: one line that explains the setting.`,
  },
  '/catalogue/connection-fields': {
    Title: 'Connection fields',
    Content: `The extra fields a connection to each system asks for (beyond URL and credentials), e.g. an instance name or a region.

- Field name: the name the system's integration reads; unique per system.
- Field label and Short description: what the connection form shows.
- Field type: String, Integer, Decimal or Boolean.`,
  },
  '/catalogue/setting-definitions': {
    Title: 'Setting definitions',
    Content: `The settings organizations give a value to on Organization settings, by category. Platform administrators define them; organization administrators read them here.

- Name and Category: how the setting is listed.
- Type and allowed values: what the value control accepts.
- Encrypt: the value is stored encrypted and never shown again.
- A definition organizations use cannot be deleted.`,
  },
};
