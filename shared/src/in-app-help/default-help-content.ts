import type { PageHelp } from './default-help';

/**
 * Help of the content screens (see default-help.ts): each form's fields by the labels the form shows, with the
 * limits of the content schemas (shared/src/content). Days are typed YYYY-MM-DD (or picked) and shown as 30 Nov 2026.
 */
export const CONTENT_HELP: Record<string, PageHelp> = {
  '/content/kpis': {
    Title: 'KPIs',
    Content: `The key performance indicators the voice dashboard reports on.

- Name: what is measured; required, up to 100 characters.
- Grain: how often its values are recorded: Hourly, Daily, Weekly, Monthly, Quarterly or Yearly (Daily unless chosen).
- Data type: how its values read: Number, Percentage, Currency or Duration.
- Owner: the employee who answers for it (optional).
- Description: up to 2,000 characters (optional).
- Active: shown on the voice dashboard.

A KPI that still has values on Voice dashboard KPI data cannot be deleted: delete its values first.`,
  },
  '/content/kpi-data': {
    Title: 'Voice dashboard KPI data',
    Content: `The recorded values of your KPIs, shown on the voice dashboard; choose a KPI to see its chart over time.

- KPI: which indicator the value is of.
- Grain: which period the value covers; it decides which period fields the form asks for (Daily unless chosen).
- Value: the figure for that period, a number from -1,000,000,000,000 to 1,000,000,000,000.
- The period, by grain: Hourly takes Year, Month, Day and Hour; Daily takes Year, Month and Day; Weekly takes Year and Week; Monthly takes Year and Month; Quarterly takes Year and Quarter; Yearly takes Year. Year is 1900 to 2200, Quarter 1 to 4, Month 1 to 12, Week the ISO week 1 to 53, Day 1 to 31, Hour 0 to 23 (24-hour clock). The period must exist: no 30 February, week 53 only in years that have one.
- Employee, Group and Office location: whose value it is (optional; empty is the whole organization, every group, every location).`,
  },
  '/content/blogs': {
    Title: 'Blogs',
    Content: `Posts your assistant can read out or link to.

- Title: required, up to 200 characters.
- Author: up to 100 characters; your name when left empty.
- Likes: a whole number, 0 or more; a new post starts at 0.
- Body: the post; required, up to 20,000 characters, with line breaks.
- Comments: up to 4,000 characters (optional).
- Image address: a picture for the post, an http(s) address (optional).

The list shows when each post was posted and last updated.`,
  },
  '/content/briefings': {
    Title: 'Briefings',
    Content: `What the assistant reads out: to everyone, or to one employee, group or office location.

- Type: what kind of briefing it is; choose Daily, Weekly, Safety or Event, or type your own (required, up to 50 characters).
- Employee: read out to this employee only (empty is everyone).
- Group and Office location: read out to that group or location only (empty is every group, every location).
- Details: what is read out; required, up to 4,000 characters, with line breaks.
- Start time and Expire time: when it starts and stops being read out: a day (typed YYYY-MM-DD or picked) and a time (HH:mm, 24-hour clock, your browser's time zone), shown as "30 Nov 2026, 09:00". The expire time must come after the start time; a new briefing starts at the current hour and expires a week later.`,
  },
  '/content/news': {
    Title: 'News',
    Content: `News items the assistant tells people about.

- Short description: the headline; required, up to 200 characters.
- Type: General, Event, Alert or Policy, or your own (required, up to 50 characters; General unless chosen).
- Group: who the news is for (empty is every group).
- Long description: the whole story; up to 4,000 characters, with line breaks (optional).
- Release time and Expire time: the news is told only between them: a day (typed YYYY-MM-DD or picked) and a time (HH:mm, 24-hour clock, your browser's time zone), shown as "30 Nov 2026, 09:00". The expire time must come after the release time; a new item runs for 30 days from the current hour.
- Active: told between its release and expire times; off, it is never told.`,
  },
  '/content/employees': {
    Title: 'Employees',
    Content: `The people of your organization the assistant knows (made when an invitation is configured, or added here by an organization administrator; staff can read them).

- First name and Last name: required, up to 50 characters each; letters, spaces, hyphens and apostrophes.
- Email: required, a valid address of up to 254 characters.
- Phone and Mobile phone: up to 30 characters: digits, spaces and + ( ) . / - (optional).
- Voice sign-in ID and Voice sign-in PIN: how the person identifies to the voice assistant (optional). The ID is up to 100 characters; the PIN is 4 to 8 digits, stored hashed and shown as a mask: leave the mask to keep it, empty it to remove it.
- Department, Office location and Manager: chosen from your organization's departments, locations and employees (optional).

Employees are not deleted here: people who leave are disabled on Invite users, and their record stays because KPIs and briefings name it.`,
  },
  '/content/notifications': {
    Title: 'Notifications',
    Content: `Messages the assistant pushes to everyone, or to one employee, group or office location.

- Short description: the message in one line; required, up to 200 characters.
- Type: General, Event, Alert or Policy, or your own (required, up to 50 characters; General unless chosen).
- Group, Employee and Office location: who gets it (optional; empty is every group, everyone, every location).
- Long description: the whole message; up to 4,000 characters, with line breaks (optional).
- Release time and Expire time: when it is sent and when it stops being shown: a day (typed YYYY-MM-DD or picked) and a time (HH:mm, 24-hour clock, your browser's time zone), shown as "30 Nov 2026, 09:00". The expire time must come after the release time; a new notification runs for 30 days from the current hour.
- Active: shown between its release and expire times; off, it is never shown.`,
  },
  '/content/cafeteria': {
    Title: 'Cafeteria menus',
    Content: `The menus the assistant reads when people ask what is served.

- Office location: where the menu is served (required).
- Menu: the menu in one line, e.g. "Lentil soup, roast chicken"; required, up to 200 characters.
- Meal: Breakfast, Lunch, Dinner or Snack, or your own (required, up to 50 characters; Lunch unless chosen).
- Date: the day it is served, typed YYYY-MM-DD or picked; shown as 30 Nov 2026.
- Open time and Close time: HH:mm on the 24-hour clock; the close time must be after the open time.
- Full menu: the dishes in detail, one per line; up to 4,000 characters (optional).
- Repeats weekly: served again every week on this weekday.`,
  },
};
