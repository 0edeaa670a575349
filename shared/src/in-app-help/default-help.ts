import { CONNECTIONS_HELP } from './default-help-connections';
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

- Invite: first name, last name, email and role (Organization administrator or Staff). The person gets a link valid for 7 days; "Copy link" gives you the same link to send yourself.
- Status: Invited (link sent), Registered (they chose a name and password; approve them), Approved (they can sign in), Configured (their employee record exists).
- Approve lets a registered person sign in. Configure creates their employee record, which content such as KPIs and briefings names.
- Resend issues a new link; the old one stops working. Cancel withdraws an invitation that was not used yet.
- Disable ends the person's sessions at once and stops them signing in; Enable undoes it. Nobody can change their own status or that of a user with a higher role.`,
  },
  '/organization/setup': {
    Title: 'Organization setup',
    Content: `Your organization's details and the services the assistant uses.

- Organization name: unique on the platform.
- Small and large image URL: your logos (a square one for lists, a wide one for the assistant's pages).
- Incident, CRM, email, directory and BI service: which of your connections the assistant uses for each kind of question. Connect the system first on Setup systems.
- Version: the product edition of the organization (Basic unless your contract says otherwise).
- Require voice MFA: when on, voice answers that read data from any of your connections ask the caller for a second factor first.
- Organization attributes: a JSON object of extra values your skills read (leave empty for none).

On the first run the page also lists the systems to connect; Submit connects them all.`,
  },
  '/organization/settings': {
    Title: 'Organization settings',
    Content: `Your organization's values of the settings the platform defines (the definitions are kept by the platform administrators).

- Each setting belongs to a category; the control matches the setting's type (text, number, yes/no, list).
- Encrypted settings (keys, passwords) are typed unseen and stored encrypted; they show as a mask afterwards. Leaving the mask unchanged keeps the stored value.
- Remove a value to fall back to the platform's default.`,
  },
  '/billing/invoices': {
    Title: 'Invoices',
    Content: `The invoices of your organization (a platform administrator sees and bills every organization).

- Status: Draft, Issued, Paid, Overdue or Cancelled.
- Amount and Currency: at most two decimals; a three-letter ISO 4217 code such as USD or EUR.
- Created date and Due date: the due date cannot be before the created date.
- Payment method and Payment ID: how it was or will be paid, and the reference of the payment.
- Notes: anything the finance team should know.`,
  },
  '/content/collection-categories': {
    Title: 'Collection categories',
    Content: `Categories file your collections and your help Q&A entries (a help entry's category is one of these).

- Name: required; what people see in lists and filters.
- Description: what belongs in the category.
- Icon address: an image address (https://…) or a path of the console; empty uses the product icon.
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

- Run: when it started (your time), whether someone ran it (Manual) or its schedule did, who, and the pass rate: how many steps met every expectation.
- Steps: the user's words, the expectations, the actual answer, the Help Q&A entry it matched (open it from the link), the engine's confidence in the match and how long the answer took. A failed step lists each expectation it missed.
- Filter the steps by any text in their row, or show only the passed or the failed ones. Page size and columns are kept in this browser (the cog).
- Download CSV for a spreadsheet, or JUnit XML for a CI dashboard (each failed step is a failing test case).
- Run history: the test's runs, newest first, each opening its own result; the chart shows the pass rate over time from the second run on.`,
  },
  ...CONNECTIONS_HELP,
  ...CONTENT_HELP,
  '/skilltest/index': {
    Title: 'Skill tests',
    Content: `Skill tests check that the assistant answers as expected. Each test is a JSON definition: steps of what a user says and what the answer must be (contains, equals, the entry it comes from, a minimum score, or no match).

- Add: a name, a schedule, and the .json definition file (uploaded when you save). Editing a test keeps its file unless you choose a new one.
- Schedule: none, hourly, daily or weekly; the next run shows under the schedule.
- Send the report by email: after each run the report goes to the report email (required when this is on).
- Edit JSON opens the definition in a full-page editor (tree, code, form and view modes, full screen). Problems are listed by step and field; Save waits until there are none.
- Run asks every step now and opens the result page; the last run column links to it with its pass rate.
- Create from Help Q&A writes a regression test that asks every question of your help entries and expects that entry.`,
  },
};
