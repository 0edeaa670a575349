import { fieldTypes } from '@switchboard/shared';
import * as z from 'zod/mini';

/** The shape of catalogue-seed.json: the platform's catalogue of systems as data, in one readable file. */
const field = z.strictObject({
  FieldName: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/)),
  FieldLabel: z.string().check(z.minLength(1), z.maxLength(80)),
  FieldType: z.enum(fieldTypes),
  FieldShortDescription: z.string().check(z.minLength(1), z.maxLength(300)),
});

export const catalogueSeed = z.strictObject({
  categories: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(1)),
  systems: z
    .array(
      z.strictObject({
        name: z.string().check(z.minLength(1), z.maxLength(80)),
        category: z.string(),
        connectionFields: z.array(field),
        defaultSettingFields: z.array(field),
        integrationColumns: z.array(z.string().check(z.minLength(1), z.maxLength(64))),
      }),
    )
    .check(z.minLength(1)),
  voiceIntents: z.array(
    z.strictObject({
      system: z.string(),
      Question: z.string().check(z.minLength(1)),
      Module: z.string().check(z.minLength(1)),
      ApiUrl: z.string().check(z.minLength(1)),
      UrlFinalParams: z.string(),
    }),
  ),
});
export type CatalogueSeed = z.infer<typeof catalogueSeed>;
