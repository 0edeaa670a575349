/**
 * How each type's records read in a history line (issue 29 item 16), where their stored names are not words people
 * use: the noun, what names a record, and its fields' labels — the labels its screen's form shows (a web test,
 * record-words.test.ts, holds each family's words to its form's labels).
 */
import { platformWords } from './platform-words';

export type RecordValues = Record<string, unknown>;

/**
 * The name of a record another one names by id in a field (referenceNouns), as the server found it (undefined: no
 * such record any more).
 */
export type NameOfReference = (id: string, field: string) => string | undefined;

export interface TypeWords {
  noun: string;
  /** What names a record; a record named by the one it belongs to (a setting by its definition) reads that name. */
  label?: (record: RecordValues, nameOf: NameOfReference) => unknown;
  fields?: Record<string, string>;
  /** Fields a line never names: copies of another field, or where the record's secrets are kept. */
  quiet?: readonly string[];
}

/**
 * The fields that name another record by its id, and what that record is: a history line reads the record's name
 * ("Group 'Managers' → 'Front desk'"), or "a deleted group" when it is gone (the server resolves the names,
 * functions/src/services/logs/reference-names.ts).
 */
export const referenceNouns: Record<string, string> = {
  GroupID: 'group',
  LocationID: 'office location',
  OfficeLocationID: 'office location',
  DepartmentID: 'department',
  EmployeeID: 'employee',
  EmployeeManagerID: 'employee',
  KPIOwnerEmployeeID: 'employee',
  KpiID: 'KPI',
  HelpCategoryID: 'help category',
  SystemListID: 'system',
  SystemListCategoryID: 'category',
  SettingCategoryID: 'setting category',
  SystemSettingListID: 'setting',
  IntegrationConfigurationID: 'connection',
  SystemListDefaultSettingID: 'default setting field',
  // The organization's chosen connection of each service (Organization setup).
  IncidentService: 'connection',
  CRMService: 'connection',
  EmailService: 'connection',
  DirectoryService: 'connection',
  BIService: 'connection',
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The labels of the fields announcements (news, notifications) share. */
const announcement = {
  ShortDescription: 'Short description',
  NewsType: 'Type',
  LongDescription: 'Long description',
  ReleaseTime: 'Release time',
  ExpireTime: 'Expire time',
  Active: 'Active',
};

export const recordWords: Record<string, TypeWords> = {
  Help: {
    noun: 'help entry',
    label: (entry) => text(entry.ShortDescription)?.split(';')[0],
    fields: {
      ShortDescription: 'Questions',
      LongDescription: 'Answer',
      HelpCategoryID: 'Category',
      AttributesJSON: 'Attributes',
      MediaType: 'Media type',
      MediaUrl: 'Media URL',
      ReleaseTime: 'Release date',
      ExpireTime: 'Expiry date',
      ExternalID: 'External id',
      AltMarkdown: 'Markdown answer',
      AltSsml: 'SSML answer',
      GroupID: 'Group',
      HelpType: 'Help type',
    },
  },
  Blog: {
    noun: 'blog post',
    fields: {
      title: 'Title',
      author: 'Author',
      likes: 'Likes',
      body: 'Body',
      Comments: 'Comments',
      image: 'Image address',
    },
  },
  Briefing: {
    noun: 'briefing',
    label: (briefing) => text(briefing.BriefingDetails),
    fields: {
      BriefingType: 'Type',
      EmployeeID: 'Employee',
      GroupID: 'Group',
      LocationID: 'Office location',
      BriefingDetails: 'Details',
      CreatedTime: 'Start time',
      ExpireTime: 'Expire time',
    },
  },
  CafeteriaMenu: {
    noun: 'cafeteria menu',
    label: (menu) => text(menu.ShortMenuDescription),
    fields: {
      OfficeLocationID: 'Office location',
      ShortMenuDescription: 'Menu',
      MealType: 'Meal',
      Date: 'Date',
      OpenTime: 'Open time',
      CloseTime: 'Close time',
      LongMenuDescription: 'Full menu',
      RepeatMenu: 'Repeats weekly',
    },
  },
  Employee: {
    noun: 'employee',
    fields: {
      FirstName: 'First name',
      LastName: 'Last name',
      Email: 'Email',
      Phone: 'Phone',
      MobilePhone: 'Mobile phone',
      UserLoginId: 'Voice sign-in ID',
      UserLoginPin: 'Voice sign-in PIN',
      UserLoginPinHash: 'Voice sign-in PIN',
      DepartmentID: 'Department',
      OfficeLocationID: 'Office location',
      EmployeeManagerID: 'Manager',
    },
  },
  Kpi: {
    noun: 'KPI',
    fields: {
      Name: 'Name',
      KPIGrain: 'Grain',
      DataType: 'Data type',
      KPIOwnerEmployeeID: 'Owner',
      Description: 'Description',
      Active: 'Active',
    },
  },
  KpiData: {
    noun: 'KPI value',
    label: (value) => text(value.Period),
    fields: {
      KpiID: 'KPI',
      KPIGrain: 'Grain',
      Value: 'Value',
      Year: 'Year',
      Quarter: 'Quarter',
      Month: 'Month',
      Week: 'Week',
      Day: 'Day',
      Hour: 'Hour',
      EmployeeID: 'Employee',
      GroupID: 'Group',
      LocationID: 'Office location',
    },
  },
  News: {
    noun: 'news item',
    label: (news) => text(news.ShortDescription),
    fields: { ...announcement, GroupID: 'Group' },
  },
  Notification: {
    noun: 'notification',
    label: (notification) => text(notification.ShortDescription),
    fields: { ...announcement, GroupID: 'Group', EmployeeID: 'Employee', LocationID: 'Office location' },
  },
  CollectionCategory: {
    noun: 'collection category',
    fields: { Name: 'Name', Description: 'Description', CategoryIcon: 'Icon address' },
  },
  ...platformWords,
  Invoice: {
    noun: 'invoice',
    label: (invoice) => text(invoice.PaymentID),
    fields: {
      Status: 'Status',
      Paymentmethod: 'Payment method',
      Amount: 'Amount',
      Currency: 'Currency',
      InvoiceCreatedDate: 'Created date',
      InvoiceDueDate: 'Due date',
      PaymentID: 'Payment ID',
      Notes: 'Notes',
      OrganizationName: 'Organization',
    },
  },
};
