import { randomUUID } from 'node:crypto';
import { dayDateToIso, type Invoice } from '@switchboard/shared';
import type { z } from 'zod';
import type { invoiceInput, invoiceListQuery, invoiceRef, invoiceUpdate } from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import { EntityRepository } from '../data/entity-repository';
import { AppError, invalid } from '../http/errors';
import { getOrganization } from './organizations';

type InvoiceRecord = Omit<Invoice, 'Version'> & Record<string, unknown>;

/** Invoices per organization; the ByType index lists every organization's, newest first, for a PlatformAdmin. */
const invoices = new EntityRepository<InvoiceRecord>(
  'Invoice',
  (invoice, id) => `${dayDateToIso(invoice.InvoiceCreatedDate)}#${invoice.DateLastUpdated}#${id}`,
);

const newestFirst = (a: Invoice, b: Invoice) =>
  dayDateToIso(b.InvoiceCreatedDate).localeCompare(dayDateToIso(a.InvoiceCreatedDate)) ||
  b.DateLastUpdated.localeCompare(a.DateLastUpdated);

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

export async function listInvoices(query: z.output<typeof invoiceListQuery>, principal: Principal): Promise<Invoice[]> {
  if (principal.role === 'PlatformAdmin') {
    if (!query.OrganizationID) return invoices.allAcrossOrganizations();
    return (await invoices.all({ organizationId: query.OrganizationID })).sort(newestFirst);
  }
  return (await invoices.all({ organizationId: principal.organizationId })).sort(newestFirst);
}

export async function createInvoice(input: z.output<typeof invoiceInput>, principal: Principal): Promise<Invoice> {
  const organization = await targetOrganization(principal, input.OrganizationID);
  const id = randomUUID();
  return invoices.create({ organizationId: organization.OrganizationID }, id, {
    ...input,
    InvoiceID: id,
    OrganizationID: organization.OrganizationID,
    OrganizationName: organization.OrganizationName,
    CreatedBy: principal.email,
    DateLastUpdated: new Date().toISOString(),
  });
}

export async function updateInvoice(input: z.output<typeof invoiceUpdate>, principal: Principal): Promise<'Success'> {
  const organization = await targetOrganization(principal, input.OrganizationID);
  const scope = { organizationId: organization.OrganizationID };
  const current = await invoices.get(scope, input.InvoiceID);
  if (!current) throw new AppError('notFound');
  const { Version, ...fields } = input;
  await invoices.replace(
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

export async function deleteInvoice(input: z.output<typeof invoiceRef>, principal: Principal): Promise<'Success'> {
  const named = typeof input.OrganizationID === 'string' ? input.OrganizationID : undefined;
  const organization = await targetOrganization(principal, named);
  await invoices.delete({ organizationId: organization.OrganizationID }, input.InvoiceID);
  return 'Success';
}
