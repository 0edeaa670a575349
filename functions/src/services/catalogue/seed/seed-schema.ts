import { fieldTypes } from '@switchboard/shared';
import * as z from 'zod';

/** The shape of catalogue-seed.json: the platform's catalogue of systems as data, in one readable file. */
const field = z.strictObject({
  FieldName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  FieldLabel: z.string().min(1).max(80),
  FieldType: z.enum(fieldTypes),
  FieldShortDescription: z.string().min(1).max(300),
});

export const catalogueSeed = z.strictObject({
  categories: z.array(z.string().min(1).max(60)).min(1),
  systems: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(80),
        category: z.string(),
        connectionFields: z.array(field),
        defaultSettingFields: z.array(field),
        integrationColumns: z.array(z.string().min(1).max(64)),
      }),
    )
    .min(1),
  voiceIntents: z.array(
    z.strictObject({
      system: z.string(),
      Question: z.string().min(1),
      Module: z.string().min(1),
      ApiUrl: z.string().min(1),
      UrlFinalParams: z.string(),
    }),
  ),
});
export type CatalogueSeed = z.infer<typeof catalogueSeed>;
