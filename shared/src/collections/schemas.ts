import * as z from 'zod/mini';
import { id, optionalText, textHygiene, version } from '../core/fields';
import { isHttpUrl } from '../content/fields';
import { messages } from '../messages';
import { lazySchema } from '../core/lazy-schema';

/** The product icon a category shows when none is chosen (web/public/icons, served with the console). */
export const DEFAULT_COLLECTION_ICON = '/icons/collection-category.svg';

const categoryName = () =>
  z
    .string({ error: () => messages.msg_collection_category_name_required })
    .check(
      z.trim(),
      z.minLength(1, messages.msg_collection_category_name_required),
      z.maxLength(100, 'must be at most 100 characters'),
      z.superRefine(textHygiene()),
    );

/** An icon: the bundled one ('' picks it), an image of the console (/…) or an http(s) address. */
const categoryIcon = () =>
  z.pipe(
    optionalText(2000).check(
      z.refine(
        (value) => value === '' || /^\/(?!\/)[^\s?#]*$/.test(value) || isHttpUrl(value),
        'must be an http(s) address or a path of the console such as /icons/…',
      ),
    ),
    z.transform((value) => value || DEFAULT_COLLECTION_ICON),
  );

const categoryFields = /* @__PURE__ */ lazySchema(() => ({
  Name: categoryName(),
  Description: optionalText(1000, { multiline: true }),
  CategoryIcon: categoryIcon(),
}));

/**
 * PostCollectionCategory: the client makes the Id (spec part 2 §3); the server makes one when it is missing. The
 * dates, LastUpdatedBy and OrganizationID are the server's (from the session), whatever the body says.
 */
export const collectionCategoryInput = /* @__PURE__ */ lazySchema(() =>
  z.object({ Id: z.optional(id()), ...categoryFields }),
);
/** PutCollectionCategory?id=: the fields; with Version, only if nobody changed the category meanwhile. */
export const collectionCategoryUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...categoryFields, Version: z.optional(version()) }),
);

export const collectionCategoryIdQuery = /* @__PURE__ */ lazySchema(() => z.object({ id: id() }));
export const collectionCategoryRefQuery = /* @__PURE__ */ lazySchema(() => z.object({ CategoryId: id() }));

export const collectionCategory = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Id: z.string(),
    Name: z.string(),
    Description: z.string(),
    CategoryIcon: z.string(),
    /** MM/DD/YYYY, as the spec writes them. */
    DateCreated: z.string(),
    DateLastUpdated: z.string(),
    /** The employee id of who saved it last (their email while their account has no employee record). */
    LastUpdatedBy: z.string(),
    OrganizationID: z.string(),
    Version: z.number(),
  }),
);

/** A collection of the organization: it names at most one category (the guard on deleting a category). */
export const collection = /* @__PURE__ */ lazySchema(() =>
  z.object({
    CollectionID: z.string(),
    Name: z.string(),
    Description: z.string(),
    CategoryId: z.string(),
    OrganizationID: z.string(),
  }),
);

/** What the writes answer (spec part 2 §7: "Write responses read Success and Message"). */
export const collectionWriteAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ Success: z.boolean(), Message: z.string(), Id: z.string() }),
);

export type CollectionCategory = z.infer<typeof collectionCategory>;
export type NewCollectionCategory = z.output<typeof collectionCategoryInput>;
export type CollectionCategoryChange = z.output<typeof collectionCategoryUpdate>;
export type Collection = z.infer<typeof collection>;
export type CollectionWriteAnswer = z.infer<typeof collectionWriteAnswer>;
