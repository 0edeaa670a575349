import {
  DEFAULT_HELP_ATTRIBUTES_JSON,
  EMPTY_GUID,
  HELP_DEFAULT_EXPIRY,
  HELP_DEFAULT_RELEASE,
  isoDayProblem,
  type Help,
} from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../components/list-screen/entity-fields';
import type { helpFields } from './help-fields';

/**
 * A help entry while it is edited: text per field. The questions are the stored ShortDescription (joined by ";",
 * which no question may hold); dates are days (YYYY-MM-DD, UTC); the media type is none / image / video.
 */
export type HelpValues = {
  HelpID: string;
  ShortDescription: string;
  LongDescription: string;
  MediaType: string;
  MediaUrl: string;
  HelpCategoryID: string;
  ReleaseTime: string;
  ExpireTime: string;
  Active: string;
  AttributesJSON: string;
};

type HelpField = keyof ReturnType<typeof helpFields>;

const day = (iso: string) => iso.slice(0, 10);
const moment = (text: string) => (isoDayProblem(text) ? text : `${text.trim()}T00:00:00Z`);

/** A form's values as the entry's request fields (validated by AddHelp's and UpdateHelp's own schemas). */
export function helpBody(values: HelpValues) {
  return {
    ShortDescription: values.ShortDescription,
    LongDescription: values.LongDescription,
    MediaType: values.MediaType,
    MediaUrl: values.MediaType === 'none' ? '' : values.MediaUrl,
    HelpCategoryID: values.HelpCategoryID,
    ReleaseTime: moment(values.ReleaseTime),
    ExpireTime: moment(values.ExpireTime),
    Active: values.Active === 'true',
    AttributesJSON: values.AttributesJSON,
  };
}

/** The help entry modal: the questions list, the answer, the media, the category, the dates and the attributes. */
export function helpForm(): ListScreenDeclaration<Help, HelpValues, HelpField>['form'] {
  return {
    fields: [
      'ShortDescription',
      'LongDescription',
      'MediaType',
      'MediaUrl',
      'HelpCategoryID',
      'Active',
      'ReleaseTime',
      'ExpireTime',
      'AttributesJSON',
    ],
    empty: () => ({
      HelpID: '',
      ShortDescription: '',
      LongDescription: '',
      MediaType: 'none',
      MediaUrl: '',
      HelpCategoryID: EMPTY_GUID,
      ReleaseTime: day(HELP_DEFAULT_RELEASE),
      ExpireTime: day(HELP_DEFAULT_EXPIRY),
      Active: 'true',
      AttributesJSON: JSON.stringify(JSON.parse(DEFAULT_HELP_ATTRIBUTES_JSON), null, 2),
    }),
    fromItem: (entry) => ({
      HelpID: entry.HelpID,
      ShortDescription: entry.ShortDescription,
      LongDescription: entry.LongDescription,
      MediaType: entry.MediaType || 'none',
      MediaUrl: entry.MediaUrl,
      HelpCategoryID: entry.HelpCategoryID || EMPTY_GUID,
      ReleaseTime: day(entry.ReleaseTime),
      ExpireTime: day(entry.ExpireTime),
      Active: String(entry.Active),
      AttributesJSON: prettyJson(entry.AttributesJSON),
    }),
    toCreateBody: helpBody,
    toUpdateBody: (values, entry) => ({
      ...helpBody(values),
      HelpID: entry.HelpID,
      GroupID: entry.GroupID,
      HelpType: entry.HelpType,
      Version: entry.Version,
    }),
    extraErrors: (values) => ({
      ReleaseTime: isoDayProblem(values.ReleaseTime),
      ExpireTime: isoDayProblem(values.ExpireTime),
    }),
    // Choosing no media clears the URL (spec part 2 §4).
    adjust: (values, changed) =>
      changed === 'MediaType' && values.MediaType === 'none' ? { ...values, MediaUrl: '' } : values,
  };
}

/** A JSON text indented for reading (as it is when it does not parse). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
