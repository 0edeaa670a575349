import { messages, REPORT_MAILS_PER_DAY } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, decodeQuotedPrintable, signIn, USERS } from './client';
import { foundingOwner } from './organization-people';
import { addedTest, relay, testBody, type Body } from './skill-test-fixtures';

/** Skill test reports go only to the organization's users or to confirmed addresses, within a daily limit. */
type RunItem = { Status: string; Message: string; RunID?: string };

let staff: string;
beforeAll(async () => {
  staff = await signIn(USERS.staff);
});

/** The mails in the outbox to this address (quoted-printable undone). */
const mailsTo = (email: string) =>
  readdirSync(inject('outbox'))
    .filter((file) => file.endsWith('.eml'))
    .map((file) => decodeQuotedPrintable(readFileSync(join(inject('outbox'), file), 'utf8')))
    .filter((eml) => eml.includes(`\r\nTo: ${email}\r\n`));
const reportsTo = (email: string) => mailsTo(email).filter((eml) => eml.includes('steps passed'));
const confirmationTokenOf = (email: string) =>
  /\/skilltest\/ConfirmReportEmail\?token=([\w-]{43})/.exec(mailsTo(email).join('\n'))?.[1];

const run = async (test: Body) =>
  (await relay<RunItem[]>('RunSingleTest', staff, { query: { id: String(test.Id) } })).body[0]!;

describe('skill test report mail', () => {
  it('mails an outside address only after its owner confirmed the link mailed to it', async () => {
    const outside = `qa.${randomUUID().slice(0, 8)}@example.com`;
    const test = await addedTest(staff, { SendReportAsEmail: true, ReportEmail: outside });
    const token = confirmationTokenOf(outside);
    expect(token).toBeDefined();
    expect(mailsTo(outside)).toHaveLength(1);

    const first = await run(test);
    expect(first.Status).toBe('Success');
    expect(first.Message).toMatch(/^[01] of 1 steps passed\. /);
    expect(first.Message.replace(/^[01] of 1 steps passed\. /, '')).toBe(
      `The report was not mailed: ${outside} is not an address of your organization and has not confirmed yet that it wants the reports (a link was mailed to it).`,
    );
    expect(reportsTo(outside)).toHaveLength(0);

    const confirmed = await call('ConfirmReportEmail', { body: { Token: token } });
    expect(confirmed).toMatchObject({
      status: 200,
      body: `${outside} will receive the skill test reports of Demo Organization.`,
    });
    const again = await call('ConfirmReportEmail', { body: { Token: token } });
    expect(again).toMatchObject({ status: 404, body: messages.msg_report_email_link_invalid });

    expect((await run(test)).Message).toMatch(/^[01] of 1 steps passed\.$/);
    expect(reportsTo(outside)).toHaveLength(1);
  });

  it("mails an address of one of the organization's users at once, with no confirmation asked", async () => {
    const before = mailsTo(USERS.orgAdmin).length;
    const test = await addedTest(staff, { SendReportAsEmail: true, ReportEmail: USERS.orgAdmin });
    expect(mailsTo(USERS.orgAdmin)).toHaveLength(before);
    expect((await run(test)).Message).toMatch(/^[01] of 1 steps passed\.$/);
    expect(reportsTo(USERS.orgAdmin).length).toBeGreaterThan(0);
    expect(mailsTo(USERS.orgAdmin)).toHaveLength(before + 1);
  });

  // A hundred tests, each with its confirmation mail, one after another: more than the default 20 s on a busy machine.
  it(
    'stops at the daily limit of mails per organization with a clear message, storing nothing',
    { timeout: 90_000 },
    async () => {
      const owner = await foundingOwner(await signIn(USERS.platform));
      const address = (n: number) => `limit.${n}.${randomUUID().slice(0, 8)}@example.com`;
      for (let n = 0; n < REPORT_MAILS_PER_DAY; n++) {
        await addedTest(owner.cookie, { SendReportAsEmail: true, ReportEmail: address(n) });
      }
      const body = testBody({ SendReportAsEmail: true, ReportEmail: address(REPORT_MAILS_PER_DAY) });
      const refused = await relay('addSkillTest', owner.cookie, { body });
      expect(refused.status).toBe(429);
      expect(refused.message).toMatch(
        new RegExp(
          `^ReportEmail: The organization has sent the ${REPORT_MAILS_PER_DAY} mails it may send in 24 hours; the next can go in \\d+ hours\\.$`,
        ),
      );
      const listed = await relay<Body[]>('GetTests', owner.cookie, { query: { PageSize: '100' } });
      expect(listed.body.some((test) => test.Id === body.Id)).toBe(false);
      expect(mailsTo(String(body.ReportEmail))).toHaveLength(0);
      // The Demo organization's own mails are not counted against it.
      const other = `qa.${randomUUID().slice(0, 8)}@example.com`;
      await addedTest(staff, { SendReportAsEmail: true, ReportEmail: other });
      expect(mailsTo(other)).toHaveLength(1);
    },
  );
});
