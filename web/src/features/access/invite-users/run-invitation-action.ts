import { MESSAGE_DELAYS, fillMessage, messages, type InvitedUser } from '@switchboard/shared';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import type { Notice } from '../../../components/notifications/notifications-context';
import { copyText } from './copy-text';
import type { InvitationAction } from './invitation-rules';

export interface ActionTools {
  notify: (notice: Notice) => string;
  /** Flips the row's Enabled in the loaded list (only after the server answered Success). */
  setEnabled: (user: InvitedUser, enabled: boolean) => void;
  showLink: (user: InvitedUser, link: string, copied: boolean) => void;
  /** Loads the list again (a 409: the row is stale, the next action must start from the account as it is). */
  reload: () => void;
}

type Step = (user: InvitedUser, tools: ActionTools, key: string) => Promise<void>;

const succeeded = (tools: ActionTools, notice: Omit<Notice, 'type'>) =>
  tools.notify({ type: 'success', clearAfterMs: MESSAGE_DELAYS.success, ...notice });

const failed = (tools: ActionTools, content: string, key?: string) =>
  tools.notify({ type: 'error', content, key, clearAfterMs: MESSAGE_DELAYS.update });

/** Enable or disable; a refusal reads "Update Status Error: {status} ResponseMessage: {message}" (spec §8). */
const toggle: Step = async (user, tools) => {
  const enabled = !user.Enabled;
  let refusal: { status: string; message: string };
  try {
    // The Version as listed: a change made meanwhile (another tab, another admin) answers 409, not overwritten.
    const answer = await api('UpdateStatus', {
      query: { email: user.Email },
      body: { Enabled: enabled, Version: user.Version },
    });
    if (answer.ResponseStatus === 'Success') {
      tools.setEnabled(user, enabled);
      succeeded(tools, { content: answer.ResponseMessage });
      return;
    }
    refusal = { status: answer.ResponseStatus, message: answer.ResponseMessage };
  } catch (error) {
    if (isApiError(error) && error.redirecting) return;
    if (isApiError(error) && error.status === 409) tools.reload();
    refusal = { status: isApiError(error) ? String(error.status) : 'Error', message: (error as Error).message };
  }
  failed(tools, `Update Status Error: ${refusal.status} ResponseMessage: ${refusal.message}`);
};

const resend: Step = async (user, tools, key) => {
  tools.notify({ type: 'info', key, content: messages.msg_invite_sending });
  await api('SendInvitationEmail', { query: { email: user.Email } });
  succeeded(tools, {
    key,
    header: messages.msg_invite_email_sent,
    content: `${fillMessage(messages.msg_invite_sent, { email: user.Email })}. The previous link no longer works.`,
  });
};

const copyLink: Step = async (user, tools) => {
  const { Link } = await api('InvitationLink', { query: { EmployeeInviteID: user.EmployeeInviteID } });
  tools.showLink(user, Link, await copyText(Link));
};

const cancel: Step = async (user, tools) => {
  await api('CancelInvitation', { query: { EmployeeInviteID: user.EmployeeInviteID } });
  succeeded(tools, { content: fillMessage(messages.msg_invite_cancelled, { email: user.Email }) });
};

const approve: Step = async (user, tools) => {
  await api('ApproveRegistration', { body: { EmployeeInviteID: user.EmployeeInviteID } });
  succeeded(tools, { content: messages.msg_registration_approved });
};

/** Configure; when the call has not answered after 5 s the spec's "took longer" message shows (spec §8, §9). */
const configure: Step = async (user, tools, key) => {
  const slow = setTimeout(
    () =>
      tools.notify({
        type: 'warning',
        key,
        content: messages.msg_configure_timeout,
        clearAfterMs: MESSAGE_DELAYS.update,
      }),
    MESSAGE_DELAYS.configureTimeout,
  );
  try {
    await api('ConfigureApprovedRegistration', { query: { EmployeeinviteID: user.EmployeeInviteID } });
  } finally {
    clearTimeout(slow);
  }
  succeeded(tools, { key, content: fillMessage(messages.msg_registration_configured, { email: user.Email }) });
};

const steps: Record<InvitationAction, Step> = { toggle, resend, copyLink, cancel, approve, configure };

/** Runs one row action and tells the user how it went (flash messages); it never rejects. */
export async function runInvitationAction(action: InvitationAction, user: InvitedUser, tools: ActionTools) {
  const key = `${action}-${user.EmployeeInviteID}`;
  try {
    await steps[action](user, tools, key);
  } catch (error) {
    if (isApiError(error) && error.redirecting) return;
    failed(tools, error instanceof Error ? error.message : String(error), key);
  }
}
