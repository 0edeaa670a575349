import { fillMessage, messages, type Connection } from '@switchboard/shared';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { toConnectionInput, type ConnectionDraft } from '../../connections/form/draft';
import type { SaveOutcome } from '../../connections/form/save-connection';

/** The setup screen's wording of a configuration the pending list refused (spec part 2 §8). */
function refusal(error: unknown): string {
  if (!isApiError(error)) return messages.msg_org_save_failed;
  if (error.redirecting) return error.message;
  if (error.status === 409) return messages.msg_setup_category_configured;
  // null: the credentials failed their check (400) or the system could not be reached (502).
  if (error.answer === null)
    return error.status === 400 ? messages.msg_setup_credentials_invalid : messages.msg_setup_not_setup;
  if (error.status === 0 || error.status >= 500) return messages.msg_org_save_failed;
  return fillMessage(messages.msg_setup_other, { detail: (error.serverMessage ?? error.message).replace(/\.$/, '') });
}

/** Save of the connection form in the setup: the configuration joins the pending list (SetupIntegrationConfigurationSystems). */
export async function addToPendingList(draft: ConnectionDraft): Promise<SaveOutcome> {
  try {
    const added = await api('SetupIntegrationConfigurationSystems', { body: toConnectionInput(draft) });
    if (added) return { kind: 'saved', connection: added as Connection, created: true };
    return { kind: 'failed', message: messages.msg_setup_credentials_invalid };
  } catch (error) {
    return { kind: 'failed', message: refusal(error), error };
  }
}
