import { attributesNodeErrors, EMPTY_GUID, splitQuestions, type Help } from '@switchboard/shared';
import { JsonEditor } from '../../components/json-editor/JsonEditor';
import { formatDate, formatDateTime } from '../../components/format/date-time';
import { YesNoBadge } from '../../components/format/YesNoBadge';
import type { EntityFields } from '../../components/list-screen/entity-fields';
import type { FieldOption } from '../../components/list-screen/types';
import { prettyJson, type HelpValues } from './help-form';
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
      control: { kind: 'select', half: true, options: mediaTypeOptions },
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
        dynamic: (values: HelpValues) =>
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
                    <MediaView type={values.MediaType} url={value} alt="Preview of the media" />
                  ) : null,
              },
      },
    },
    HelpCategoryID: {
      label: 'Category',
      show: (entry) => categoryName(entry.HelpCategoryID),
      column: { id: 'category', width: 140 },
      control: { kind: 'select', half: true, options: categories, optionsLoading: categoriesLoading },
    },
    Active: {
      label: 'Active',
      show: (entry) => <YesNoBadge value={entry.Active} />,
      column: { id: 'active', width: 100, sortingField: 'Active' },
      control: { kind: 'toggle', half: true, placeholder: 'The assistant answers with this entry' },
    },
    ReleaseTime: {
      label: 'Release date',
      show: (entry) => day(entry.ReleaseTime),
      column: { id: 'release', width: 130, sortingField: 'ReleaseTime', hiddenByDefault: true },
      control: { kind: 'date', half: true, placeholder: 'YYYY-MM-DD' },
    },
    ExpireTime: {
      label: 'Expiry date',
      show: (entry) => day(entry.ExpireTime),
      column: { id: 'expiry', width: 130, sortingField: 'ExpireTime', hiddenByDefault: true },
      control: { kind: 'date', half: true, placeholder: 'YYYY-MM-DD' },
    },
    AttributesJSON: {
      label: 'Attributes',
      detail: (entry) => <pre className="sb-help-json">{prettyJson(entry.AttributesJSON)}</pre>,
      column: { id: 'attributes', hiddenByDefault: true },
      control: {
        kind: 'text',
        description: 'SmallImage, LargeImage, ExternalUrl (https addresses) and RelatedContentIds (entry ids).',
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
  } satisfies EntityFields<Help, HelpValues, string>;
};

function byFirstQuestion(a: Help, b: Help) {
  return firstQuestion(a).localeCompare(firstQuestion(b));
}
