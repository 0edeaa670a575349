import { accessAllows, contentFamilies, routes, type Role, type RouteName } from '@switchboard/shared';

/**
 * The record type the usage logs store for the records a list route answers: the type of the repository that writes
 * them (functions/src/services/…/*-repository.ts, EntityRepository's first argument). A list screen finds its
 * records' history by it, so a declaration names nothing more. A family's list names its type (core/family.ts); a
 * list route that answers records of several types (GetSystemLists: systems and categories) is not here: its
 * tables declare `recordType` themselves.
 */
const recordTypeByList: Partial<Record<RouteName, string>> = {
  ...Object.fromEntries(contentFamilies.map((family) => [family.list.name, family.type])),
  GetHelp: 'Help',
  GetCollectionCategories: 'CollectionCategory',
  GetSystemListDefaultSettingFields: 'DefaultSettingField',
  GetSystemListConnectionFields: 'ConnectionField',
  GetInvitedUsers: 'Invitation',
  GetIntegrationConfiguration: 'IntegrationConfiguration',
  GetInvoices: 'Invoice',
  GetSystemSettingLists: 'SystemSettingList',
  SystemSettings: 'Setting',
};

export const recordTypeOfList = (list: RouteName): string | undefined => recordTypeByList[list];

export interface HistoryOf {
  type: string;
  id: string;
  /** The record's organization when it is not the session's (a PlatformAdmin's invoice of another organization). */
  OrganizationID?: string;
}

/** What a details modal needs to show a record's History, when the role reads the usage logs (else nothing). */
export function historyOf(role: Role, type: string | undefined, id: string, organizationId?: string) {
  if (!type || !accessAllows(routes.GetRecordHistory.access, role)) return undefined;
  return organizationId ? { type, id, OrganizationID: organizationId } : { type, id };
}
