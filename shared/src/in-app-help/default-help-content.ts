import type { PageHelp } from './default-help';

/** Help of the content, help Q&A and insights screens (see default-help.ts). */
export const CONTENT_HELP: Record<string, PageHelp> = {
  '/help': {
    Title: 'Help Q&A',
    Content: `The questions your assistant answers and its answers: the knowledge base it searches.

- Questions: every phrasing people use for the same thing; add each one to the list. A question belongs to one entry only.
- Answer: what the assistant says. Required.
- Category: one of your collection categories, to file and filter entries.
- Media: none, an image or a video (file address or an embedded YouTube address) shown with the answer.
- Release and expiry: the answer is given only between them (by default from 1970 to 2100). Inactive entries are never given.
- Attributes JSON: extra values (images, an external link, related entries).

Test a question to see which entry answers and how sure the assistant is.`,
  },
  '/help/import': {
    Title: 'Import and export help Q&A',
    Content: `Load many help Q&A entries at once from a file, or download them.

- Choose the file, check the preview (each row's problems are listed) and import. Rows with problems are skipped and reported.
- Export downloads your entries in the same format, to edit and import again.
- A file edited in Excel reads as Excel saved it: UTF-8, UTF-16 or Windows-1252 text, and a CSV with semicolons where Excel writes them. The preview says how the file was read; check its accents there.`,
  },
  '/Chat': {
    Title: 'Chat',
    Content: `Ask your assistant questions as your users would, and see which help entry answers. Nothing you ask here is stored as content.`,
  },
  '/usage-logs': {
    Title: 'Usage logs',
    Content: `Who did what and when in your organization: sign-ins, invitations, connection changes and every record added, changed or deleted.

- Date range, Log type and Detail filter the logs; times are shown in your browser's time zone.
- Fifty logs a page; export gives the filtered range as a CSV file.
- Secrets never appear in a log.`,
  },
  '/content/kpis': {
    Title: 'KPIs',
    Content: `The key performance indicators your assistant reports on.

- Name and Description: what is measured.
- KPIGrain: the period one value covers (Hourly, Daily, Weekly, Monthly, Quarterly or Yearly; Daily unless chosen). Values are recorded per period of this grain.
- Owner: the employee answerable for the KPI.
- Data type: how values read (number, percentage, currency…).

A KPI that still has values cannot be deleted: delete its values first.`,
  },
  '/content/kpi-data': {
    Title: 'Voice dashboard KPI data',
    Content: `The recorded values of your KPIs, shown on the voice dashboard.

- KPI and KPIGrain: which indicator and which period length; each grain needs exactly its period fields (Hourly: year, month, day, hour; Daily: year, month, day; Weekly: year and ISO week; Monthly: year, month; Quarterly: year, quarter; Yearly: year).
- Value: the figure for that period. Periods must exist (no 30 February, week 53 only in 53-week years).`,
  },
  '/content/blogs': {
    Title: 'Blogs',
    Content: `Posts your assistant can read out or link to.

- Title, Short description and Body (up to 20,000 characters).
- Author: your name unless you type another.
- Likes start at 0 and are counted by the assistant.`,
  },
  '/content/briefings': {
    Title: 'Briefings',
    Content: `Short spoken briefings for a group, an office location or one employee.

- Title and text of the briefing.
- Audience: the group, office location or employee it is for.
- Release and expiry time: when the assistant starts and stops reading it (ISO 8601; the expiry must come after the release).`,
  },
  '/content/news': {
    Title: 'News',
    Content: `News items the assistant tells people about.

- Title and description.
- Group: who the news is for (all employees unless chosen).
- Release and expiry time: the news is told only between them.`,
  },
  '/content/employees': {
    Title: 'Employees',
    Content: `The people of your organization the assistant knows (made when an invitation is configured, or added here by an organization administrator).

- Name, email, department, office location and manager.
- User login ID and PIN: how the person identifies to the voice assistant. The PIN (4 to 8 digits) is stored hashed and shows as a mask; leave it to keep it, empty it to remove it.
- People who leave are disabled on Invite users; their record stays because KPIs and briefings name it.`,
  },
  '/content/notifications': {
    Title: 'Notifications',
    Content: `Messages the assistant pushes to a group, an office location or an employee.

- Title and text.
- Audience: group, office location or employee.
- Release and expiry time: when it is sent and when it stops being shown.`,
  },
  '/content/cafeteria': {
    Title: 'Cafeteria menus',
    Content: `The menus the assistant reads when people ask what is for lunch.

- Office location and Date (dd/MM/yyyy).
- Open and close time (HH:mm; close after open).
- Menu: the dishes, one per line.`,
  },
};
