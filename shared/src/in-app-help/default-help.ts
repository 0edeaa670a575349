import { CONNECTIONS_HELP } from './default-help-connections';
import { ASSISTANT_HELP } from './default-help-assistant';
import { CONTENT_HELP } from './default-help-content';

export interface PageHelp {
  Title: string;
  Content: string;
}

/**
 * The help every organization reads until it writes its own (a PlatformAdmin's edit of a page replaces its text
 * here for everyone), by the screen's path in the console's registry. Written for administrators: what the page is
 * for, then its fields. The console's registry test checks that every screen has an entry.
 */
export const DEFAULT_IN_APP_HELP: Record<string, PageHelp> = {
  '/': {
    Title: 'Switchboard',
    Content: `Switchboard is where you run your organization's voice and chat assistant: who may use it, which systems it answers from, and what it says.

The side navigation groups the screens by area; you see only the screens your role may use. Staff keep the content and the help Q&A; organization administrators also manage users, connections and settings.

This panel shows help for the page you are on. Open it from the help button at the bottom of any page.`,
  },
  '/access/invite-users': {
    Title: 'Invite users',
    Content: `Invite the people who will administer or write content for your organization, and follow each invitation to the end.

- Invite: First name and Last name (up to 50 characters each; letters, spaces, hyphens and apostrophes), Email (the invitation link is sent to it) and Role (Organization administrator or Staff; Staff unless chosen). The link is valid for 7 days; "Copy link" gives you the same link to send yourself.
- New organization (platform administrators): the Organization name and the Administrator's first name, last name and email; that first administrator gets the invitation link.
- Status: Invited (link sent), Registered (they chose a name and password; approve them), Approved (they can sign in), Configured (their employee record exists).
- Approve lets a registered person sign in. Configure creates their employee record, which content such as KPIs and briefings names.
- Resend issues a new link; the old one stops working. Cancel withdraws an invitation that was not used yet.
- Disable ends the person's sessions at once and stops them signing in; Enable undoes it. Nobody can change their own status or that of a user with a higher role.`,
  },
  '/organization/setup': {
    Title: 'Organization setup',
    Content: `Your organization's details and the services the assistant uses.

- Organization name: unique on the platform; 2 to 100 characters.
- Small image URL and Large image URL: your logos, http(s) addresses: a square one shown in lists (about 64 × 64 px) and a wide one shown on the assistant's pages.
- Incident service, CRM service, Email service, Directory service and BI service: which of your connections the assistant uses for each kind of question (None unless chosen). Connect the system first on Setup systems.
- Contact email, Phone, Address, City, State or region, Zip code and Country: how to reach your organization (optional).
- Version: the product edition of the organization: Basic, Standard or Enterprise (Basic unless your contract says otherwise).
- Require voice MFA: for every connection of the organization, voice answers that read data from a connection ask the caller for a second factor first.
- Organization attributes: a JSON object of extra values your skills read (left empty, it is {}).

On the first run the page also lists the systems to connect; Submit connects them all.`,
  },
  '/organization/settings': {
    Title: 'Organization settings',
    Content: `Your organization's values of the settings the platform defines (the definitions are kept by the platform administrators on Setting definitions).

- Category: the category of the setting; choose it first.
- Setting: a setting of that category your organization has no value of yet. Category and Setting cannot be changed once saved.
- Value: one line of up to 4,000 characters, checked by the setting's value type: Text, Number, Email, Url (an address starting with https:// or http://) or TimeZone (a time zone name such as Europe/Berlin or UTC). The setting's description shows under it.
- Encrypted settings (keys, passwords) are typed unseen, stored encrypted and never shown again: the list shows "Encrypted". When editing, leave the value as it is to keep the stored one, or type a new one.
- Delete removes your organization's value of the setting; you can give it one again later.`,
  },
  '/billing/invoices': {
    Title: 'Invoices',
    Content: `The invoices of your organization (a platform administrator sees and bills every organization).

- Organization (platform administrators only): the organization the invoice bills; it cannot be changed once the invoice is saved.
- Status: Draft, Issued, Paid, Overdue or Cancelled (Draft unless chosen).
- Payment method: Bank transfer, Credit card, Direct debit, Cheque, PayPal or Other.
- Amount: 0 to 1,000,000,000, with at most two decimals.
- Currency: a three-letter ISO 4217 code such as USD or EUR (USD unless chosen).
- Created date and Due date: typed YYYY-MM-DD or picked, shown as 30 Nov 2026; the due date cannot be before the created date. A new invoice is created today and due in 30 days.
- Payment ID: the reference of the invoice or its payment (up to 100 characters, optional).
- Notes: anything the finance team should know (up to 2,000 characters, optional).`,
  },
  '/content/collection-categories': {
    Title: 'Collection categories',
    Content: `Categories file your collections and your help Q&A entries (a help entry's category is one of these).

- Name: required, up to 100 characters; what people see in lists and filters.
- Description: what belongs in the category (up to 1,000 characters, optional).
- Icon address: an image address (https://…) or a path of the console such as /icons/…; empty uses the product icon.
- Created, Last updated and Last updated by are set for you.

A category that collections are assigned to cannot be deleted: move those collections to another category first. The delete button tells you how many there are.`,
  },
  '/Account/ChangePassword': {
    Title: 'Change password',
    Content: `Choose a new password for your account.

- At least 10 characters, with an upper-case letter, a digit and a special character. The checklist turns green as each rule is met.
- Your other sessions (other browsers and devices) are signed out when the password changes.
- Five wrong current passwords within 15 minutes lock the account for a while.`,
  },
  '/skilltest/TestSkillResult': {
    Title: 'Skill test result',
    Content: `One run of a skill test: what each step said to the assistant, what it expected and what the assistant answered.

- Run: when it Started (your time), its Trigger (someone ran it, or its schedule did), who ran it, its Status and Duration, and the Pass rate: how many steps met every expectation.
- Steps: what the user says, the expectations, the actual answer, the Help Q&A entry it matched (open it from the link), the engine's confidence in the match (Score) and how long the answer took (Latency). A failed step lists each expectation it missed.
- Filter the steps by any text in their row, or show only the passed or the failed ones. Page size and columns are kept in this browser (the cog).
- Download CSV for a spreadsheet, or Download JUnit XML for a CI dashboard (each failed step is a failing test case).
- Run history: the test's runs, newest first, each opening its own result; the pass-rate trend shows the pass rate over time from the second run on.`,
  },
  ...CONNECTIONS_HELP,
  ...CONTENT_HELP,
  ...ASSISTANT_HELP,
  '/skilltest/index': {
    Title: 'Skill tests',
    Content: `Skill tests check that the assistant answers as expected. Each test is a JSON definition: steps of what a user says and what the answer must be (contains, equals, the entry it comes from, a minimum score, or no match).

- Name: required, up to 200 characters.
- Schedule: None, Hourly, Daily or Weekly: the test then runs by itself; the next run shows under the schedule.
- Send the report by email: after each run, the report goes to the Report email (required when this is on). A user of your organization gets the reports at once; another address is first mailed a link its owner must confirm.
- Definition file: the test's .json definition, uploaded when you save. Editing a test keeps its file unless you choose a new one.
- Edit JSON opens the definition in a full-page editor (tree, code, form and view modes, full screen). Problems are listed by step and field; Save waits until there are none. From there, Export as Botium convo saves it for Botium.
- Run asks every step now and opens the result page; the Last run column links to it with its pass rate.
- Import tests reads Botium .convo.txt files, Botium convos (.json, .yml), Rasa tests/test_stories.yml or a QnA Maker batch test (.tsv); nothing is saved until you choose Save.
- Create from Help Q&A writes a regression test that asks every question of your help entries and expects that entry.`,
  },
};
