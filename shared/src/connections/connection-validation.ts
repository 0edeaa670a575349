import type { MessageKey } from '../messages';
import { behaviourOf } from './system-behaviour';

export interface ConnectionDraft {
  SystemListCategoryID?: string;
  SystemListID?: string;
  SystemName?: string;
  ServiceInstanceName?: string;
  URL?: string;
  AuthorizationType?: string;
  Token?: string;
  UserName?: string;
  Password?: string;
  AuthorizationURL?: string;
  UseCustomDomain?: boolean;
  CustomDomainName?: string;
}

const blank = (value: string | undefined) => !value || !value.trim();

/**
 * Validate Credentials' checks in the spec's order (part 1 §5, part 2 §5): the first one that fails names the
 * message to show. The console runs it before calling the server; the server runs it again before any request.
 */
export function firstConnectionProblem(draft: ConnectionDraft): MessageKey | undefined {
  const behaviour = behaviourOf(draft.SystemName ?? '');
  if (blank(draft.SystemListCategoryID)) return 'msg_validate_category';
  if (blank(draft.SystemListID)) return 'msg_validate_system';
  if (behaviour.customDomain) {
    if (blank(draft.ServiceInstanceName)) return 'msg_setup_system';
    if (draft.UseCustomDomain && blank(draft.CustomDomainName)) return 'msg_setup_domain';
  }
  if (behaviour.requiresInstanceName && blank(draft.ServiceInstanceName)) return 'msg_validate_instance';
  if (!behaviour.noInstanceOrUrl && !behaviour.customDomain && !behaviour.requiresInstanceName) {
    if (blank(draft.ServiceInstanceName)) return 'msg_validate_instance';
    if (blank(draft.URL)) return 'msg_validate_url';
  }
  if (behaviour.requiresAuthorizationType && blank(draft.AuthorizationType)) return 'msg_validate_authorization';
  if (draft.AuthorizationType === 'Bearer Token' && blank(draft.Token)) return 'msg_validate_token';
  if (
    draft.AuthorizationType === 'Basic Auth' &&
    [draft.UserName, draft.Password, draft.AuthorizationURL].some(blank)
  ) {
    return 'msg_validate_basic';
  }
  return undefined;
}
