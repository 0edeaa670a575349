/**
 * How each type's records read in a history line (issue 29 item 16), where their stored names are not words people
 * use: the noun, what names a record, and its fields' labels — the labels its screen's form shows (a web test,
 * record-words.test.ts, holds each family's words to its form's labels).
 */
import { contentFamilies } from '../content/index';
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

/** A field's name written as words ('ShortDescription': 'Short description', 'KPIGrain': 'KPI grain'). */
export function nameAsWords(name: string): string {
  const parts = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  const word = (part: string, i: number) =>
    /^[A-Z]{2,}$/.test(part)
      ? part
      : i === 0
        ? part[0]!.toUpperCase() + part.slice(1).toLowerCase()
        : part.toLowerCase();
  return parts.map(word).join(' ');
}

/** A field's label when its type's words do not name it: the record it names ('Group'), else its name as words. */
export function fieldWords(field: string): string {
  const noun = referenceNouns[field];
  return noun ? noun[0]!.toUpperCase() + noun.slice(1) : nameAsWords(field);
}

/** How a family's records read (its noun, the field naming one, its labels), as core/family.ts declares them. */
interface WordedFamily {
  type: string;
  noun?: string;
  label?: string;
  labels?: Readonly<Record<string, string>>;
}
function familyWords(families: readonly WordedFamily[]): Record<string, TypeWords> {
  return Object.fromEntries(
    families.map((family) => {
      const label = family.label;
      const words: TypeWords = {
        noun: family.noun ?? nameAsWords(family.type).toLowerCase(),
        ...(label ? { label: (record: RecordValues) => text(record[label]) } : {}),
        ...(family.labels ? { fields: { ...family.labels } } : {}),
      };
      return [family.type, words];
    }),
  );
}

/** A family's words are on its declaration (the content families); other types' are here or in platform-words.ts. */
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
  ...familyWords(contentFamilies),
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

/** How a history line names a field of a type: its words' label, else fieldWords. */
export const fieldLabelOf = (type: string, field: string): string =>
  recordWords[type]?.fields?.[field] ?? fieldWords(field);
