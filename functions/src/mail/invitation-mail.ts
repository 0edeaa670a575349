import type { Message } from './mailer';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function invitationMail(input: {
  to: string;
  firstName: string;
  organizationName: string;
  invitedBy: string;
  link: string;
  expiresAt: string;
}): Message {
  const expires = new Date(input.expiresAt).toUTCString();
  const text = [
    `Hello ${input.firstName},`,
    '',
    `${input.invitedBy} invited you to ${input.organizationName} on Switchboard.`,
    'Register with this link (it works once, until ' + expires + '):',
    '',
    input.link,
    '',
    'If you did not expect this invitation, ignore this email.',
  ].join('\n');
  const html = `<p>Hello ${escape(input.firstName)},</p>
<p>${escape(input.invitedBy)} invited you to <strong>${escape(input.organizationName)}</strong> on Switchboard.</p>
<p><a href="${escape(input.link)}">Register</a> — the link works once, until ${escape(expires)}.</p>
<p>If you did not expect this invitation, ignore this email.</p>`;
  return { to: input.to, subject: `You are invited to ${input.organizationName} on Switchboard`, text, html };
}
