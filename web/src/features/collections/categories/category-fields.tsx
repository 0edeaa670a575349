import { DEFAULT_COLLECTION_ICON, type CollectionCategory } from '@switchboard/shared';
import type { EntityFields } from '../../../components/list-screen/entity-fields';
import type { FormValues } from '../../../components/list-screen/types';
import { formatDate } from '../../../components/format/date-time';

/** MM/DD/YYYY (as the spec stores a category's dates) as YYYY-MM-DD, which sorts. */
const sortable = (date: string) => date.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');
const byDate = (pick: (c: CollectionCategory) => string) => (a: CollectionCategory, b: CollectionCategory) =>
  sortable(pick(a)).localeCompare(sortable(pick(b)));

const icon = (category: CollectionCategory) => (
  // Decorative beside the name; its address is in the details.
  <img src={category.CategoryIcon || DEFAULT_COLLECTION_ICON} alt="" width={24} height={24} />
);

/** Every field of a collection category, named once: label, how it shows, its column and its form control. */
export const categoryFields = {
  Icon: { label: 'Icon', show: icon, column: { id: 'icon', width: 80, filterText: undefined } },
  Id: { label: 'Id' },
  Name: {
    label: 'Name',
    column: { isRowHeader: true, width: 220 },
    control: { kind: 'text', placeholder: 'e.g. Onboarding' },
  },
  Description: {
    label: 'Description',
    column: { width: 320 },
    control: { kind: 'textarea', optional: true },
  },
  CategoryIcon: {
    label: 'Icon address',
    control: {
      kind: 'text',
      optional: true,
      placeholder: DEFAULT_COLLECTION_ICON,
      description: 'An image address (https://…) or a path of the console; empty uses the product icon.',
      preview: (value, invalid) =>
        !invalid && <img src={value || DEFAULT_COLLECTION_ICON} alt="Icon preview" width={32} height={32} />,
    },
  },
  DateCreated: {
    label: 'Created',
    show: (category) => formatDate(category.DateCreated, 'MM/DD/YYYY'),
    column: { sortingComparator: byDate((c) => c.DateCreated) },
  },
  DateLastUpdated: {
    label: 'Last updated',
    show: (category) => formatDate(category.DateLastUpdated, 'MM/DD/YYYY'),
    column: { sortingComparator: byDate((c) => c.DateLastUpdated) },
  },
  LastUpdatedBy: { label: 'Last updated by (employee)' },
} satisfies EntityFields<CollectionCategory, FormValues, string>;
