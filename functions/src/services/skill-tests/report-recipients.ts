import { fillMessage, messages, REPORT_CONFIRMATION_DAYS, REPORT_MAILS_PER_DAY } from '@switchboard/shared';
import { createHash, randomBytes } from 'node:crypto';
import { keyedItems } from '../../data/keyed-items';
import { takeSlot } from '../../data/sliding-windows';
import { AppError } from '../../errors';
import { mailer, type Message } from '../../mail/mailer';
import { mailEnv } from '../../config/env';
import { accounts } from '../account/accounts';
import { getOrganization } from '../organization/organization-service';

/**
 * Where skill test reports may go (DESIGN §10), and how many mails an organization's tests may send: an address of
 * one of the organization's users at once; another address once its owner confirmed the link mailed to it; and at
 * most REPORT_MAILS_PER_DAY mails (reports and confirmation requests) in any 24 hours per organization.
 */
interface AddressItem {
  Status: 'pending' | 'confirmed';
  /** Epoch ms. */
  RequestedAt: number;
  RequestedBy: string;
  ConfirmedAt?: number;
}
interface TokenItem {
  OrganizationID: string;
  Email: string;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

const DAY_MS = 86_400_000;
const addresses = keyedItems<AddressItem>('Entities');
const tokens = keyedItems<TokenItem>('Identity');
const addressKey = (organizationId: string, email: string) => ({
  pk: `ORG#${organizationId}#ReportAddress`,
  sk: email.toLowerCase(),
});
const tokenKey = (token: string) => ({
  pk: `REPORTCONFIRM#${createHash('sha256').update(token).digest('base64url')}`,
  sk: 'TOKEN',
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const waitText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
};

/**
 * Sends a mail of the organization's skill tests if its daily limit has room; answers why not otherwise (the
 * catalogue's words, with the limit and when the next mail can go).
 */
export async function sendCounted(organizationId: string, message: Message): Promise<string | undefined> {
  const slot = await takeSlot(`REPORTMAIL#${organizationId}`, { limit: REPORT_MAILS_PER_DAY, windowMs: DAY_MS });
  if (!slot.allowed) {
    return fillMessage(messages.msg_report_mail_limit, {
      limit: REPORT_MAILS_PER_DAY,
      wait: waitText(slot.resetsInMs),
    });
  }
  await mailer().send(message);
  return undefined;
}

/** Whether reports may go to this address now: one of the organization's users, or confirmed by its owner. */
export async function mayReceiveReports(organizationId: string, email: string): Promise<boolean> {
  const user = await accounts.byEmail(email);
  if (user?.OrganizationID === organizationId) return true;
  return (await addresses.get(addressKey(organizationId, email)))?.Status === 'confirmed';
}

/**
 * When a test names an address that may not receive reports yet, its owner gets a link to confirm (once a day at
 * most for one address: the request waits meanwhile). A request the daily limit leaves no room for answers 429.
 */
export async function askToConfirm(organizationId: string, email: string, by: string): Promise<void> {
  if (await mayReceiveReports(organizationId, email)) return;
  const key = addressKey(organizationId, email);
  const asked = await addresses.get(key);
  if (asked && asked.RequestedAt > Date.now() - DAY_MS) return;
  const organization = (await getOrganization(organizationId))?.OrganizationName ?? 'an organization';
  const token = randomBytes(32).toString('base64url');
  const link = `${mailEnv().CONSOLE_URL.replace(/\/$/, '')}/skilltest/ConfirmReportEmail?token=${token}`;
  const values = { organization, by, days: REPORT_CONFIRMATION_DAYS, link };
  const text = fillMessage(messages.msg_report_email_confirm_text, values);
  const refused = await sendCounted(organizationId, {
    to: email,
    subject: fillMessage(messages.msg_report_email_confirm_subject, values),
    text,
    html: `<p>${escapeHtml(text).replace(link, `<a href="${link}">${link}</a>`)}</p>`,
  });
  if (refused) throw new AppError('tooMany', `ReportEmail: ${refused}`);
  const expiresAt = Math.floor(Date.now() / 1000) + REPORT_CONFIRMATION_DAYS * 86_400;
  await tokens.put(tokenKey(token), { OrganizationID: organizationId, Email: email.toLowerCase(), expiresAt });
  await addresses.put(key, { Status: 'pending', RequestedAt: Date.now(), RequestedBy: by });
}

/** ConfirmReportEmail: the link works once, within its days; the address then receives the organization's reports. */
export async function confirmReportEmail(token: string): Promise<string> {
  const held = await tokens.take(tokenKey(token));
  if (!held || held.expiresAt < Date.now() / 1000) {
    throw new AppError('notFound', messages.msg_report_email_link_invalid);
  }
  const key = addressKey(held.OrganizationID, held.Email);
  const asked = await addresses.get(key);
  await addresses.put(key, {
    Status: 'confirmed',
    RequestedAt: asked?.RequestedAt ?? Date.now(),
    RequestedBy: asked?.RequestedBy ?? '',
    ConfirmedAt: Date.now(),
  });
  const organization = (await getOrganization(held.OrganizationID))?.OrganizationName ?? 'the organization';
  return fillMessage(messages.msg_report_email_confirmed, { email: held.Email, organization });
}
