import type { CollectionCategory } from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import type { categoryFields } from './category-fields';

export type CategoryFormValues = { Name: string; Description: string; CategoryIcon: string };

type CategoryField = keyof typeof categoryFields;

/**
 * The add/edit form: the client makes the new category's Id (spec part 2 §3); the update sends the Version it read
 * (and the Id, which becomes PutCollectionCategory's `?id=`). Dates and LastUpdatedBy are the server's.
 */
export const categoryForm: ListScreenDeclaration<CollectionCategory, CategoryFormValues, CategoryField>['form'] = {
  fields: ['Name', 'Description', 'CategoryIcon'],
  empty: () => ({ Name: '', Description: '', CategoryIcon: '' }),
  fromItem: (category) => ({
    Name: category.Name,
    Description: category.Description,
    CategoryIcon: category.CategoryIcon,
  }),
  toCreateBody: (values) => ({ Id: crypto.randomUUID(), ...values }),
  toUpdateBody: (values, category) => ({ ...values, Id: category.Id, Version: category.Version }),
};
