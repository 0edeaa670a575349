import { formatDateTime, formatDayDate } from '@switchboard/shared';

/** The seeded lookups of the organization the samples name (an empty id where it has none left). */
export interface SampleLookups {
  admin: string;
  staff: string;
  managers: string;
  headOffice: string;
  branchOffice: string;
}

const DAY = 86_400_000;
/** Relative to the seed's now: a moment `days` away at `hour`:00 UTC, and a day dd/MM/yyyy. */
const at = (now: Date, days: number, hour: number) =>
  formatDateTime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)));
const day = (now: Date, days: number) => formatDayDate(new Date(now.getTime() + days * DAY));
/** The weekday `days` away ('Thursday'), so a text that names one agrees with its dates. */
const weekday = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

export const sampleBlogs = () => [
  {
    title: 'Meet the assistant on our phone line',
    body: 'Callers to the main number now talk to our voice assistant first.\nIt answers opening hours, directions and leave questions, and passes everything else to the front desk.',
    author: 'Olivia Admin',
    likes: 12,
  },
  {
    title: 'How we halved the wait at the front desk',
    body: 'Since the assistant answers the routine questions, the front desk picks up in under a minute on most days.\nThe KPI data page shows the calls it answered each day.',
    author: 'Sam Staff',
    likes: 7,
  },
  {
    title: 'Five questions to try asking the assistant',
    body: "What's on the menu tomorrow?\nWhen is the office open?\nHow many days of leave do I have left?\nWho do I call about my laptop?\nWhat's new this week?",
    author: 'Olivia Admin',
    likes: 3,
  },
];

export const sampleBriefings = (now: Date, l: SampleLookups) => [
  {
    BriefingType: 'Safety',
    LocationID: l.headOffice,
    BriefingDetails: `Fire drill on ${weekday(now, 2)} at 10:00. Leave by the nearest exit and meet in the car park.`,
    CreatedTime: at(now, -1, 8),
    ExpireTime: at(now, 2, 18),
  },
  {
    BriefingType: 'Access review',
    GroupID: l.managers,
    BriefingDetails: `Confirm your team's system access by ${weekday(now, 4)}; the review closes that evening.`,
    CreatedTime: at(now, 0, 7),
    ExpireTime: at(now, 4, 18),
  },
  {
    BriefingType: 'Personal',
    EmployeeID: l.staff,
    BriefingDetails: 'Your replacement laptop is ready: pick it up at the front desk.',
    CreatedTime: at(now, 0, 9),
    ExpireTime: at(now, 7, 18),
  },
];

export const sampleNews = (now: Date, l: SampleLookups) => [
  {
    NewsType: 'Company',
    ShortDescription: 'The branch office reopens after its refit',
    LongDescription: 'New meeting rooms, a quiet floor and a bigger cafeteria. Book desks as usual.',
    ReleaseTime: at(now, -3, 9),
    ExpireTime: at(now, 27, 18),
  },
  {
    NewsType: 'Product',
    ShortDescription: 'The assistant now answers leave questions',
    LongDescription: 'Ask it how many days you have left, or how to book time off.',
    ReleaseTime: at(now, -1, 9),
    ExpireTime: at(now, 13, 18),
  },
  {
    NewsType: 'Managers',
    GroupID: l.managers,
    ShortDescription: `Managers' meeting moves to ${weekday(now, 2)}`,
    LongDescription: 'Same time, same room: 14:00 in the boardroom at the head office.',
    ReleaseTime: at(now, 0, 8),
    ExpireTime: at(now, 2, 18),
  },
];

export const sampleNotifications = (now: Date, l: SampleLookups) => [
  {
    NewsType: 'Reminder',
    ShortDescription: `Timesheets are due on ${weekday(now, 3)}`,
    LongDescription: `Submit this week’s hours before 17:00 on ${weekday(now, 3)}.`,
    ReleaseTime: at(now, 0, 8),
    ExpireTime: at(now, 3, 17),
  },
  {
    NewsType: 'Maintenance',
    LocationID: l.headOffice,
    ShortDescription: `Phone system maintenance on ${weekday(now, 5)} night`,
    LongDescription: 'Calls to the head office go to voicemail from 22:00 to 02:00.',
    ReleaseTime: at(now, 0, 9),
    ExpireTime: at(now, 6, 2),
  },
];

/** The coming days' menus (none when the organization has no office location left). */
export const sampleCafeteriaMenus = (now: Date, l: SampleLookups) =>
  !l.headOffice
    ? []
    : [
        {
          OfficeLocationID: l.headOffice,
          MealType: 'Lunch',
          ShortMenuDescription: 'Tomato soup, chicken curry or lentil dahl',
          LongMenuDescription: 'Tomato soup with bread\nChicken curry with rice\nLentil dahl (vegan)\nFruit salad',
          OpenTime: '11:30',
          CloseTime: '14:00',
          Date: day(now, 1),
        },
        {
          OfficeLocationID: l.headOffice,
          MealType: 'Lunch',
          ShortMenuDescription: 'Fish and chips or a vegetable lasagne',
          LongMenuDescription: 'Fish and chips with peas\nVegetable lasagne\nApple crumble',
          OpenTime: '11:30',
          CloseTime: '14:00',
          Date: day(now, 2),
        },
        {
          OfficeLocationID: l.branchOffice || l.headOffice,
          MealType: 'Breakfast',
          ShortMenuDescription: 'Porridge, pastries and fresh fruit',
          LongMenuDescription: 'Porridge with berries\nCroissants and pastries\nFresh fruit and yoghurt',
          OpenTime: '07:30',
          CloseTime: '10:00',
          Date: day(now, 3),
          RepeatMenu: true,
        },
      ];
