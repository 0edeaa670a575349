import { EntityRepository } from '../../data/entity-repository';

export interface OrganizationRecord extends Record<string, unknown> {
  OrganizationID: string;
  OrganizationName: string;
  DateCreated: string;
  CreatedBy: string;
  /** The invitation of its first OrgAdmin, when a PlatformAdmin created it (they may manage that invitation). */
  FoundingInviteID?: string;
}

export const organizationRepository = new EntityRepository<OrganizationRecord>('Organization');
