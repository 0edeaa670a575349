import { parseAdditionalConfiguration, pickerOf, type ConnectionFieldPicker } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors';
import { isCategoryOf } from '../collections/category-service';
import type { ConnectionDraft } from './credentials-service';

const pickers: Record<
  ConnectionFieldPicker,
  { what: string; exists: (organization: string, id: string) => Promise<boolean> }
> = { collectionCategory: { what: 'collection category', exists: isCategoryOf } };

/**
 * A system field that picks a record of the organization (connectionFieldPickers) must name one of its records:
 * another organization's id, or one that does not exist, answers 404 naming the field, like every reference.
 */
export async function requirePickedRecords(draft: ConnectionDraft, principal: Pick<Principal, 'organizationId'>) {
  const fields = parseAdditionalConfiguration(draft.AdditionalConfiguration) ?? {};
  for (const [name, value] of Object.entries(fields)) {
    const picker = pickerOf(name);
    if (!picker || !value.trim()) continue;
    const { what, exists } = pickers[picker];
    if (!(await exists(principal.organizationId, value.trim()))) {
      throw new AppError('notFound', `AdditionalConfiguration.${name}: is not a ${what} of your organization`);
    }
  }
}
