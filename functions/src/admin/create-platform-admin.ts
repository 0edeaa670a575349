/**
 * One-off command creating the first PlatformAdmin of a deployed stage (and the organization they belong to):
 *
 *   TABLE_IDENTITY=<name> TABLE_ENTITIES=<name> AWS_REGION=<region> \
 *   npx tsx functions/src/admin/create-platform-admin.ts --email ops@example.com --first-name Ada --last-name Ops
 *
 * The password is read from SWITCHBOARD_ADMIN_PASSWORD or asked for on the terminal; it must meet the password
 * policy. Uses the ordinary AWS credentials of the shell. An existing account is left untouched.
 */
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordProblems } from '@switchboard/shared';
import { hashPassword } from '../auth/passwords';
import { accountRepository } from '../services/account/account-repository';
import { organizationRepository } from '../services/organization/organization-repository';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Platform' },
    'last-name': { type: 'string', default: 'Admin' },
    organization: { type: 'string', default: 'Platform Operations' },
  },
});

async function main(): Promise<void> {
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error('--email must be an email address');
  for (const name of ['TABLE_IDENTITY', 'TABLE_ENTITIES']) {
    if (!process.env[name]) throw new Error(`${name} must name the stage's table (see the stack outputs)`);
  }
  let password = process.env.SWITCHBOARD_ADMIN_PASSWORD;
  if (!password) {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    password = await terminal.question('Password for the new PlatformAdmin: ');
    terminal.close();
  }
  const problems = passwordProblems(password);
  if (problems.length) throw new Error(`the password needs: ${problems.join(', ')}`);
  if (await accountRepository.getUser(email)) {
    console.log(`${email} already has an account: nothing changed.`);
    return;
  }
  const organizationId = randomUUID();
  const now = new Date().toISOString();
  await organizationRepository.create('platform', organizationId, {
    OrganizationID: organizationId,
    OrganizationName: values.organization!,
    DateCreated: now,
    CreatedBy: email,
  });
  await accountRepository.createUser({
    UserID: randomUUID(),
    Email: email,
    FirstName: values['first-name']!,
    LastName: values['last-name']!,
    Role: 'PlatformAdmin',
    OrganizationID: organizationId,
    PasswordHash: await hashPassword(password),
    Enabled: true,
    DateCreated: now,
  });
  console.log(`Created PlatformAdmin ${email} in organization "${values.organization}". Sign in on the console URL.`);
}

main().catch((error: Error) => {
  console.error(`create-platform-admin: ${error.message}`);
  process.exit(1);
});
