import type { OrganizationDetails } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

/** An organization (platform scope). The details the setup keeps are absent until its owner saves them. */
export interface OrganizationRecord
  extends
    Partial<Omit<OrganizationDetails, 'Version' | 'OrganizationID' | 'OrganizationName'>>,
    Record<string, unknown> {
  OrganizationID: string;
  OrganizationName: string;
  DateCreated: string;
  CreatedBy: string;
  /** The invitation of its first OrgAdmin, when a PlatformAdmin created it (they may manage that invitation). */
  FoundingInviteID?: string;
  /** Who last changed its details, and when. */
  DateLastUpdated?: string;
  LastUpdatedBy?: string;
}

export const organizationRepository = new EntityRepository<OrganizationRecord>('Organization');
