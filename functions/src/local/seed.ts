import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDayDate, passwordProblems, type Role } from '@switchboard/shared';
import { hashPassword } from '../auth/passwords';
import { EntityRepository } from '../data/entity-repository';
import { accountRepository } from '../services/account/account-repository';
import { organizationRepository } from '../services/organization/organization-repository';
import { seedCatalogue } from '../services/catalogue/seed/seed-catalogue';
import { seedSettings } from '../services/organization/seed/settings-seed';
import { seedSampleSettings } from '../services/organization/seed/sample-settings';
import { stableId } from '../services/catalogue/seed/stable-id';
import { dataSetRepository } from '../services/connections/connections-repository';
import { ensureConnectionClaims } from '../services/connections/backfill-service';
import { connectionRepository } from '../services/connections/connections-repository';
import { createEmployeeFor } from '../services/content/employee-service';
import { employeeRepository } from '../services/content/content-repository';
import { seedOrganizationLookups } from '../services/content/lookups-seed';
import { invoiceRepository } from '../services/billing/billing-repository';
import { createInvoice } from '../services/billing/invoice-service';
import { seedSampleContent, type SampleContentOutcome } from './sample-content';
import { seedSampleHelp, type SampleHelpOutcome } from './sample-help';

/** Fixed ids, so the seed is idempotent and tests can name them. */
export const SEED_ORGANIZATIONS = {
  demo: { OrganizationID: '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60', OrganizationName: 'Demo Organization' },
  other: { OrganizationID: '2a9b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c50', OrganizationName: 'Other Organization' },
};

export const SEED_USERS: {
  Email: string;
  FirstName: string;
  LastName: string;
  Role: Role;
  org: 'demo' | 'other';
  employeeId: string;
}[] = [
  {
    Email: 'platform.admin@example.com',
    FirstName: 'Pat',
    LastName: 'Platform',
    Role: 'PlatformAdmin',
    org: 'demo',
    employeeId: 'c0a80101-0000-4000-8000-000000000001',
  },
  {
    Email: 'org.admin@example.com',
    FirstName: 'Olivia',
    LastName: 'Admin',
    Role: 'OrgAdmin',
    org: 'demo',
    employeeId: 'c0a80101-0000-4000-8000-000000000002',
  },
  {
    Email: 'staff@example.com',
    FirstName: 'Sam',
    LastName: 'Staff',
    Role: 'Staff',
    org: 'demo',
    employeeId: 'c0a80101-0000-4000-8000-000000000003',
  },
  {
    Email: 'other.admin@example.org',
    FirstName: 'Oscar',
    LastName: 'Other',
    Role: 'OrgAdmin',
    org: 'other',
    employeeId: 'c0a80101-0000-4000-8000-000000000004',
  },
];

/** The seed password: SWITCHBOARD_SEED_PASSWORD, else one generated once and kept in the data directory. */
export function seedPassword(dataDir: string | undefined): { password: string; generated: boolean } {
  const given = process.env.SWITCHBOARD_SEED_PASSWORD;
  if (given) {
    const problems = passwordProblems(given);
    if (problems.length)
      throw new Error(`SWITCHBOARD_SEED_PASSWORD does not meet the password policy: ${problems.join(', ')}`);
    return { password: given, generated: false };
  }
  const file = dataDir ? join(dataDir, 'seed-password.txt') : undefined;
  if (file && existsSync(file)) return { password: readFileSync(file, 'utf8').trim(), generated: true };
  const password = `Sb-${randomBytes(9).toString('base64url')}7!`;
  if (file) writeFileSync(file, password + '\n', { mode: 0o600 });
  return { password, generated: true };
}

const seedMarker = new EntityRepository<{ SeededAt: string }>('Seed');

/**
 * Creates what is missing of the organizations and users; sample invoices only the first time. With `sampleHelp`
 * and `sampleContent` (a runtime that keeps its data: `npm start`), the demo organization's sample help Q&A
 * (sample-help.ts) and content records (sample-content.ts), each once; the tests' runtimes, in memory, start without
 * them, so their own records are the only ones their lists count and their questions can meet.
 */
export async function seed(
  password: string,
  { sampleHelp = false, sampleContent = false } = {},
): Promise<{ sampleHelp?: SampleHelpOutcome; sampleContent?: SampleContentOutcome }> {
  const now = new Date().toISOString();
  await seedCatalogue();
  await seedSettings();
  for (const organization of Object.values(SEED_ORGANIZATIONS)) {
    if (!(await organizationRepository.get('platform', organization.OrganizationID))) {
      await organizationRepository.create('platform', organization.OrganizationID, {
        ...organization,
        DateCreated: now,
        CreatedBy: 'seed',
        DateSetup: now,
      });
    }
    await seedOrganizationLookups(organization.OrganizationID);
  }
  const passwordHash = await hashPassword(password);
  for (const user of SEED_USERS) {
    const OrganizationID = SEED_ORGANIZATIONS[user.org].OrganizationID;
    await createEmployeeFor({ ...user, EmployeeInviteID: user.employeeId, OrganizationID }, 'seed');
    await accountRepository.createUser({
      UserID: randomBytes(16).toString('hex'),
      Email: user.Email,
      FirstName: user.FirstName,
      LastName: user.LastName,
      Role: user.Role,
      OrganizationID,
      PasswordHash: passwordHash,
      Enabled: true,
      Approved: true,
      EmployeeID: user.employeeId,
      DateCreated: now,
    });
    await accountRepository.listUnderOrganization(user.Email, OrganizationID);
  }
  if (!(await seedMarker.get('platform', 'sample-content'))) {
    await seedInvoices();
    await seedConnection();
    await seedSampleSettings(SEED_ORGANIZATIONS.demo.OrganizationID);
    await seedMarker.create('platform', 'sample-content', { SeededAt: now });
  }
  // Every start: connections saved before the one-per-system and default-per-category items get theirs, and
  // invoices saved before invoices were listed in order get their InOrder key.
  await ensureConnectionClaims();
  await invoiceRepository.addMissingOrderKeys();
  await employeeRepository.addMissingOrderKeys();
  const seeded: { sampleContent?: SampleContentOutcome } = {};
  if (sampleContent && !(await seedMarker.get('platform', 'sample-content-items'))) {
    seeded.sampleContent = await seedSampleContent(SEED_ORGANIZATIONS.demo.OrganizationID, new Date(now));
    await seedMarker.create('platform', 'sample-content-items', { SeededAt: now });
  }
  if (!sampleHelp || (await seedMarker.get('platform', 'sample-help'))) return seeded;
  const outcome = await seedSampleHelp(SEED_ORGANIZATIONS.demo.OrganizationID);
  if (outcome.kind !== 'missing') await seedMarker.create('platform', 'sample-help', { SeededAt: now });
  return { ...seeded, sampleHelp: outcome };
}

async function seedInvoices(): Promise<void> {
  const platform = {
    email: 'platform.admin@example.com',
    role: 'PlatformAdmin' as const,
    organizationId: '',
    sessionHash: '',
  };
  const day = (offsetDays: number) => formatDayDate(new Date(Date.now() + offsetDays * 86_400_000));
  const samples = [
    {
      org: 'demo',
      Amount: 1250,
      Status: 'Paid',
      Paymentmethod: 'Bank transfer',
      PaymentID: 'PAY-2026-0412',
      created: -75,
    },
    { org: 'demo', Amount: 1250, Status: 'Issued', Paymentmethod: 'Bank transfer', PaymentID: '', created: -12 },
    { org: 'demo', Amount: 310.5, Status: 'Overdue', Paymentmethod: 'Credit card', PaymentID: '', created: -48 },
    { org: 'other', Amount: 890, Status: 'Paid', Paymentmethod: 'Direct debit', PaymentID: 'DD-88213', created: -40 },
    { org: 'other', Amount: 890, Status: 'Draft', Paymentmethod: 'Direct debit', PaymentID: '', created: -2 },
  ] as const;
  for (const sample of samples) {
    await createInvoice(
      {
        OrganizationID: SEED_ORGANIZATIONS[sample.org].OrganizationID,
        Paymentmethod: sample.Paymentmethod,
        Currency: sample.org === 'demo' ? 'USD' : 'EUR',
        Amount: sample.Amount,
        Status: sample.Status,
        PaymentID: sample.PaymentID,
        Notes: 'Monthly platform subscription',
        InvoiceCreatedDate: day(sample.created),
        InvoiceDueDate: day(sample.created + 30),
      },
      platform,
    );
  }
}

/** A sample connection without credentials, so the per-connection screens have something to show. */
export const SEED_CONNECTION_ID = '5e1f0c0a-7b7e-4c1a-9d55-3a0c2b1e9f01';
const SEED_DATA_SET_ID = '5e1f0c0a-7b7e-4c1a-9d55-3a0c2b1e9f02';

async function seedConnection(): Promise<void> {
  const organizationId = SEED_ORGANIZATIONS.demo.OrganizationID;
  await connectionRepository.create({ organizationId }, SEED_CONNECTION_ID, {
    IntegrationConfigurationID: SEED_CONNECTION_ID,
    OrganizationID: organizationId,
    SystemListID: stableId('system', 'Internal data'),
    SystemListCategoryID: stableId('category', 'Internal Content'),
    SystemName: 'Internal data',
    ServiceInstanceName: 'intranet',
    URL: 'https://intranet.example.com',
    AuthorizationType: 'No Auth',
    GrantType: '',
    UserName: '',
    AuthorizationURL: '',
    TokenURL: '',
    Scope: '',
    UseCustomDomain: false,
    CustomDomainName: '',
    AdditionalConfiguration: '',
    RequireVoiceMFA: false,
    QueryReturnLimit: 3,
    IsShared: false,
    DateLastUpdated: new Date().toISOString(),
    LastUpdatedBy: 'seed',
  });
  await dataSetRepository.create({ organizationId }, SEED_DATA_SET_ID, {
    DataSetID: SEED_DATA_SET_ID,
    Name: 'Company news',
    IntegrationConfigurationID: SEED_CONNECTION_ID,
  });
}
