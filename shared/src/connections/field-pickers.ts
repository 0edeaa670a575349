/**
 * A system's own connection fields that name a record of the organization (by its id): the form picks it from the
 * organization's records instead of a free-text box, and a save answers 404 for an id that is not one of them.
 * Keyed by the catalogue's FieldName.
 */
export const connectionFieldPickers = {
  /** Internal data: the collection category whose collections the source answers from ('' for all). */
  CollectionCategory: 'collectionCategory',
} as const satisfies Record<string, 'collectionCategory'>;

export type ConnectionFieldPicker = (typeof connectionFieldPickers)[keyof typeof connectionFieldPickers];

export const pickerOf = (fieldName: string): ConnectionFieldPicker | undefined =>
  (connectionFieldPickers as Record<string, ConnectionFieldPicker>)[fieldName];
