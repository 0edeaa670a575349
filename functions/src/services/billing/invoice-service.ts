import {
  invoiceFamily,
  type Invoice,
  type InvoiceChange,
  type InvoiceFilter,
  type InvoiceRef,
  type NewInvoice,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Listing } from '../../data/list-query';
import { searchFilter } from '../../data/search-filter';
import { AppError, invalid } from '../../errors';
import { getOrganization } from '../organization/organization-service';
import { invoiceRepository as stored } from './billing-repository';

/**
 * The organization an invoice call acts on. A PlatformAdmin bills any organization and names it; everyone else
 * acts on the organization of their session, whatever the body says.
 */
async function targetOrganization(principal: Principal, named: string | undefined) {
  if (principal.role !== 'PlatformAdmin') return (await getOrganization(principal.organizationId))!;
  if (!named) throw invalid('OrganizationID: is required');
  const organization = await getOrganization(named);
  if (!organization) throw invalid('OrganizationID: is not an organization of this platform');
  return organization;
}

/**
 * Invoices newest first, a page at a time (PageSize, Cursor): a PlatformAdmin's of every organization, or of the one
 * named; anyone else's of their own organization, whatever the query names.
 */
export async function listInvoices(query: InvoiceFilter, principal: Principal): Promise<Listing<Invoice>> {
  const request = { pageSize: query.PageSize, cursor: query.Cursor };
  const keep = searchFilter(query.Search, invoiceFamily.search);
  if (principal.role === 'PlatformAdmin' && !query.OrganizationID) {
    return stored.listAcrossOrganizations(request, keep);
  }
  const organizationId = principal.role === 'PlatformAdmin' ? query.OrganizationID! : principal.organizationId;
  return stored.list({ organizationId }, request, undefined, keep);
}

export async function createInvoice(input: NewInvoice, principal: Principal): Promise<Invoice> {
  const organization = await targetOrganization(principal, input.OrganizationID);
  const id = randomUUID();
  return stored.create({ organizationId: organization.OrganizationID }, id, {
    ...input,
    InvoiceID: id,
    OrganizationID: organization.OrganizationID,
    OrganizationName: organization.OrganizationName,
    CreatedBy: principal.email,
    DateLastUpdated: new Date().toISOString(),
  });
}

export async function updateInvoice(input: InvoiceChange, principal: Principal): Promise<'Success'> {
  const organization = await targetOrganization(principal, input.OrganizationID);
  const scope = { organizationId: organization.OrganizationID };
  const current = await stored.get(scope, input.InvoiceID);
  if (!current) throw new AppError('notFound');
  const { Version, ...fields } = input;
  await stored.replace(
    scope,
    input.InvoiceID,
    {
      ...fields,
      OrganizationID: organization.OrganizationID,
      OrganizationName: organization.OrganizationName,
      CreatedBy: current.CreatedBy,
      DateLastUpdated: new Date().toISOString(),
    },
    Version,
  );
  return 'Success';
}

export async function deleteInvoice(input: InvoiceRef, principal: Principal): Promise<'Success'> {
  const organization = await targetOrganization(principal, input.OrganizationID);
  await stored.delete({ organizationId: organization.OrganizationID }, input.InvoiceID);
  return 'Success';
}

/** The family's calls (bindFamily). */
export const invoices = { list: listInvoices, add: createInvoice, update: updateInvoice, remove: deleteInvoice };
