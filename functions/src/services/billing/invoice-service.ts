import {
  foldForSearch,
  invoiceFamily,
  searchTextsOfDay,
  type Invoice,
  type InvoiceChange,
  type InvoiceFilter,
  type InvoiceRef,
  type NewInvoice,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Listing } from '../../data/list-query';
import { searchFilter, type SearchField } from '../../data/search-filter';
import { AppError, invalid } from '../../errors';
import { getOrganization, listOrganizations } from '../organization/organization-service';
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
 * What an invoice search looks in: what the table shows of it, its dates as stored (dd/MM/yyyy) and as the table
 * writes them ('20 Nov 2026').
 */
const INVOICE_SEARCH: SearchField[] = [
  ...invoiceFamily.search,
  (invoice) => searchTextsOfDay(invoice.InvoiceCreatedDate, 'dd/MM/yyyy'),
  (invoice) => searchTextsOfDay(invoice.InvoiceDueDate, 'dd/MM/yyyy'),
];

/**
 * A PlatformAdmin's list across organizations (its Organization column) also finds an invoice by its organization's
 * name: as stored with the invoice, and as the organization is named now (renamed since), by OrganizationID.
 */
async function organizationsNamed(search: string | undefined): Promise<Map<string, Set<string>>> {
  const folded = foldForSearch(search ?? '');
  if (!folded) return new Map();
  const named = (await listOrganizations()).filter((o) => foldForSearch(o.OrganizationName).includes(folded));
  return new Map([['OrganizationID', new Set(named.map((o) => o.OrganizationID))]]);
}

/**
 * Invoices newest first, a page at a time (PageSize, Cursor): a PlatformAdmin's of every organization, or of the one
 * named; anyone else's of their own organization, whatever the query names.
 */
export async function listInvoices(query: InvoiceFilter, principal: Principal): Promise<Listing<Invoice>> {
  const request = { pageSize: query.PageSize, cursor: query.Cursor };
  if (principal.role === 'PlatformAdmin' && !query.OrganizationID) {
    const named = await organizationsNamed(query.Search);
    const keep = searchFilter(query.Search, [...INVOICE_SEARCH, 'OrganizationName'], named);
    return stored.listAcrossOrganizations(request, keep);
  }
  const keep = searchFilter(query.Search, INVOICE_SEARCH);
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
