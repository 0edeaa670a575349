import type { Invoice, RouteName, UsageLog } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordTypeOfList } from '../../web/src/components/list-screen/record-types';
import { call, signIn, USERS } from './client';
import { DEMO_ORG, OTHER_ORG, validInvoice } from './fixtures';
import { callable, rolesOf } from './sweeps/callables';
import { cookieOf, userOfRole } from './sweeps/context';
import { fixtures, type ReadBack } from './sweeps/entities';
import { admits, userFor } from './sweeps/stored-data';

/**
 * Each record type's history after an edit, as each role that can see the record: generated from the sweeps'
 * fixtures (every update with a list to read it back from) and the console's record types (record-types.ts), so a
 * new entity is covered without a line here.
 */
const historyReaders = rolesOf(callable('GetRecordHistory'))!;
const edits = Object.entries(fixtures).flatMap(([name, fixture]) => {
  const type = fixture.kind === 'update' && fixture.readBack && recordTypeOfList(fixture.readBack.list as RouteName);
  return type ? [{ name, fixture, type }] : [];
});

type Input = { body?: unknown; query?: Record<string, string> };
const valueOf = (input: Input, field: string) =>
  String(
    (input.body as Record<string, unknown> | undefined)?.[field] ??
      input.query?.[field] ??
      input.query?.[field.toLowerCase()] ??
      input.query?.id,
  );

/** The field a type's history is kept under where the list reads its records back by another (an invitation's email). */
const historyIdField: Record<string, string> = { Invitation: 'EmployeeInviteID' };

/** The id the usage logs keep the edited record's history under. */
async function recordIdOf(input: Input, type: string, readBack: ReadBack, cookie: string) {
  const key = valueOf(input, readBack.id);
  const field = historyIdField[type];
  if (!field) return key;
  const listed = await callable(readBack.list).invoke({ cookie, query: readBack.query?.(input) });
  const records = (readBack.items ? readBack.items(listed.answer) : listed.answer) as Record<string, unknown>[];
  return String(records.find((record) => String(record[readBack.id]) === key)?.[field]);
}

/**
 * What a history line must never show (issue 29 item 16): an id, or a stored name (a type, a field key: a word of
 * several capitals run together, or one ending in ID). Values, quoted, are what the user typed and are left out.
 */
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const STORED_NAME = /\b(?:[A-Z][a-z]+[A-Z][A-Za-z]*|[A-Za-z]+ID)\b/;
function storedNamesIn(line: string): string[] {
  const words = line.replace(/'[^']*'/g, "''");
  return [GUID.exec(line)?.[0], STORED_NAME.exec(words)?.[0]].filter((found) => found !== undefined);
}

describe.each(edits)('history after $name', ({ name, fixture, type }) => {
  it('shows the edit to every role that reads the record and the usage logs', async () => {
    const update = callable(name);
    const valid = await fixture.valid();
    const editor = userFor(update);
    const cookie = await cookieOf(editor);
    const outcome = await update.invoke({ ...valid, cookie });
    expect(outcome.status, JSON.stringify(outcome.message)).toBeLessThan(300);
    const id = await recordIdOf(valid, type, fixture.readBack!, cookie);
    const list = callable(fixture.readBack!.list);
    const roles = historyReaders.filter((role) => admits(list, userOfRole[role as keyof typeof userOfRole]));
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      const reader = await cookieOf(userOfRole[role as keyof typeof userOfRole]);
      const history = await call<UsageLog[]>('GetRecordHistory', { cookie: reader, query: { type, id } });
      expect(history.status, `${role} reading ${type} ${id}`).toBe(200);
      expect(history.body.map((log) => log.LogType)).toContain('Update');
      for (const { LogText } of history.body) expect(storedNamesIn(LogText), LogText).toEqual([]);
    }
  });
});

describe('an invoice of another organization', () => {
  let platform: string;
  let orgAdmin: string;
  let invoice: Invoice;

  beforeAll(async () => {
    platform = await signIn(USERS.platform);
    orgAdmin = await signIn(USERS.orgAdmin);
    const otherAdmin = await signIn(USERS.otherAdmin);
    invoice = (await call<Invoice>('PostInvoice', { cookie: otherAdmin, body: validInvoice() })).body;
  });

  it('has its history read by the PlatformAdmin, who bills it, in its organization', async () => {
    const change = { ...invoice, Notes: 'Changed by the platform', OrganizationID: OTHER_ORG };
    expect((await call('UpdateInvoice', { cookie: platform, body: change })).status).toBe(200);
    const query = { type: 'Invoice', id: invoice.InvoiceID, OrganizationID: OTHER_ORG };
    const history = await call<UsageLog[]>('GetRecordHistory', { cookie: platform, query });
    expect(history.status).toBe(200);
    expect(history.body.map((log) => log.LogType)).toEqual(['Update', 'Create']);
    expect(history.body[0]).toMatchObject({ Email: USERS.platform, OrganizationID: OTHER_ORG });
  });

  it('stays unseen by another organization, whatever the query names', async () => {
    for (const OrganizationID of [OTHER_ORG, DEMO_ORG]) {
      const query = { type: 'Invoice', id: invoice.InvoiceID, OrganizationID };
      expect((await call('GetRecordHistory', { cookie: orgAdmin, query })).status, OrganizationID).toBe(404);
    }
    // A PlatformAdmin reads only invoices across organizations, not another organization's other records.
    const help = { type: 'Help', id: invoice.InvoiceID, OrganizationID: OTHER_ORG };
    expect((await call('GetRecordHistory', { cookie: platform, query: help })).status).toBe(404);
  });

  it('is deleted by the PlatformAdmin with the body the console sends', async () => {
    const body = { InvoiceID: invoice.InvoiceID, OrganizationID: invoice.OrganizationID };
    expect(await call('DeleteInvoice', { cookie: platform, body })).toMatchObject({ status: 200, body: 'Success' });
    const left = (await call<Invoice[]>('GetInvoices', { cookie: platform, query: { OrganizationID: OTHER_ORG } }))
      .body;
    expect(left.some((i) => i.InvoiceID === invoice.InvoiceID)).toBe(false);
  });
});
