import {
  attributesNodeErrors,
  DEFAULT_HELP_ATTRIBUTES_JSON,
  EMPTY_GUID,
  HELP_DEFAULT_EXPIRY,
  HELP_DEFAULT_RELEASE,
  isoDayProblem,
  splitQuestions,
  type Help,
} from '@switchboard/shared';
import { JsonEditor } from '../../components/json-editor/JsonEditor';
import { formatDate, formatDateTime } from '../../components/format/date-time';
import { YesNoBadge } from '../../components/format/YesNoBadge';
import type { EntityFields } from '../../components/list-screen/entity-fields';
import type { FieldCodec, FieldOption, FormValues } from '../../components/list-screen/types';
import { helpExtraFields } from './help-extra-fields';
import { MediaView } from './MediaView';
import { QuestionsControl } from './QuestionsControl';

export const mediaTypeOptions: FieldOption[] = [
  { value: 'none', label: 'None' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
];

export interface HelpChoices {
  /** The organization's categories (the empty GUID is "No category"). */
  categories: readonly FieldOption[];
  categoriesLoading: boolean;
}

const questionsOf = (entry: Help) => splitQuestions(entry.ShortDescription);
const firstQuestion = (entry: Help) => questionsOf(entry)[0] ?? '';
const day = (iso: string) => formatDate(iso);

/** A JSON text indented for reading (as it is when it does not parse). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** An entry's release and expiry: a day (YYYY-MM-DD) in the form, its UTC midnight on the wire. */
const utcDay: Partial<FieldCodec> = {
  fromItem: (iso) => String(iso ?? '').slice(0, 10),
  toBody: (text) => (isoDayProblem(text) ? text : `${text.trim()}T00:00:00Z`),
};

/** Every field of a help entry, named once. */
export const helpFields = ({ categories, categoriesLoading }: HelpChoices) => {
  const categoryName = (id: string) =>
    categories.find((option) => option.value === (id || EMPTY_GUID))?.label ?? (id === EMPTY_GUID ? 'No category' : id);
  return {
    ShortDescription: {
      label: 'Questions',
      show: (entry) => {
        const more = questionsOf(entry).length - 1;
        return more > 0 ? `${firstQuestion(entry)} (+${more} more)` : firstQuestion(entry);
      },
      detail: (entry) => (
        <ul className="sb-help-questions">
          {questionsOf(entry).map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      ),
      column: { id: 'questions', isRowHeader: true, minWidth: 200, sortingComparator: byFirstQuestion },
      control: {
        kind: 'text',
        description: 'Each phrasing users may ask: type it and choose Add. The answer is the same for all.',
        render: (props) => <QuestionsControl {...props} />,
      },
    },
    LongDescription: {
      label: 'Answer',
      column: { id: 'answer', minWidth: 200 },
      detail: (entry) => <span className="sb-help-answer">{entry.LongDescription}</span>,
      control: { kind: 'textarea' },
    },
    MediaType: {
      label: 'Media type',
      show: (entry) => mediaTypeOptions.find((option) => option.value === (entry.MediaType || 'none'))?.label,
      column: { id: 'mediaType', width: 120, sortingField: 'MediaType' },
      control: {
        kind: 'select',
        half: true,
        options: mediaTypeOptions,
        initial: 'none',
        codec: { fromItem: (type) => String(type || 'none') },
      },
    },
    MediaUrl: {
      label: 'Media URL',
      show: (entry) => entry.MediaUrl || '-',
      detail: (entry) =>
        entry.MediaUrl ? <MediaView type={entry.MediaType} url={entry.MediaUrl} alt="The entry's media" /> : '-',
      column: { id: 'mediaUrl', hiddenByDefault: true },
      control: {
        kind: 'text',
        half: true,
        // Choosing no media sends no URL (spec part 2 §4).
        codec: { toBody: (url, values) => (values.MediaType === 'none' ? '' : url) },
        dynamic: (values: FormValues) =>
          values.MediaType === 'none'
            ? { optional: true, placeholder: 'No media', constraintText: 'Choose a media type first.' }
            : {
                placeholder: values.MediaType === 'image' ? 'https://…/picture.png' : 'https://…/clip.mp4',
                constraintText:
                  values.MediaType === 'image'
                    ? 'PNG, JPG, JPEG, TIFF, GIF or BMP; or a {{placeholder}}.'
                    : 'MP4, 3GP, WMV, WEBM, OGG, FLV, AVI…, an embedded YouTube address; or a {{placeholder}}.',
                preview: (value: string, invalid: boolean) =>
                  value && !invalid ? (
                    <MediaView type={values.MediaType ?? ''} url={value} alt="Preview of the media" />
                  ) : null,
              },
      },
    },
    HelpCategoryID: {
      label: 'Category',
      show: (entry) => categoryName(entry.HelpCategoryID),
      column: { id: 'category', width: 140 },
      control: {
        kind: 'select',
        half: true,
        options: categories,
        optionsLoading: categoriesLoading,
        initial: EMPTY_GUID,
        codec: { fromItem: (id) => String(id || EMPTY_GUID) },
      },
    },
    Active: {
      label: 'Active',
      show: (entry) => <YesNoBadge value={entry.Active} />,
      column: { id: 'active', width: 100, sortingField: 'Active' },
      control: { kind: 'toggle', half: true, placeholder: 'The assistant answers with this entry', initial: 'true' },
    },
    ReleaseTime: {
      label: 'Release date',
      show: (entry) => day(entry.ReleaseTime),
      column: { id: 'release', width: 130, sortingField: 'ReleaseTime', hiddenByDefault: true },
      control: {
        kind: 'date',
        half: true,
        placeholder: 'YYYY-MM-DD',
        initial: HELP_DEFAULT_RELEASE.slice(0, 10),
        codec: utcDay,
      },
    },
    ExpireTime: {
      label: 'Expiry date',
      show: (entry) => day(entry.ExpireTime),
      column: { id: 'expiry', width: 130, sortingField: 'ExpireTime', hiddenByDefault: true },
      control: {
        kind: 'date',
        half: true,
        placeholder: 'YYYY-MM-DD',
        initial: HELP_DEFAULT_EXPIRY.slice(0, 10),
        codec: utcDay,
      },
    },
    AttributesJSON: {
      label: 'Attributes',
      detail: (entry) => <pre className="sb-help-json">{prettyJson(entry.AttributesJSON)}</pre>,
      column: { id: 'attributes', hiddenByDefault: true },
      control: {
        kind: 'text',
        description: 'SmallImage, LargeImage, ExternalUrl (https addresses) and RelatedContentIds (entry ids).',
        initial: prettyJson(DEFAULT_HELP_ATTRIBUTES_JSON),
        codec: { fromItem: (json) => prettyJson(String(json ?? '')) },
        render: ({ value, readOnly, label, onChange, onBlur }) => (
          <JsonEditor
            value={value}
            readOnly={readOnly}
            ariaLabel={label}
            validate={attributesNodeErrors}
            onChange={onChange}
            onBlur={onBlur}
          />
        ),
      },
    },
    DateLastUpdated: {
      label: 'Last updated',
      show: (entry) => formatDateTime(entry.DateLastUpdated),
      // Off by default (the details and the history tell it): the default columns then fit beside Actions at 1366 px.
      column: { id: 'updated', width: 160, sortingField: 'DateLastUpdated', hiddenByDefault: true },
    },
    LastUpdatedBy: { label: 'Updated by', column: { id: 'updatedBy', hiddenByDefault: true } },
    ...helpExtraFields,
  } satisfies EntityFields<Help, FormValues, string>;
};

function byFirstQuestion(a: Help, b: Help) {
  return firstQuestion(a).localeCompare(firstQuestion(b));
}
