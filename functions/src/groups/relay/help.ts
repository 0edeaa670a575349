import { inAppHelpRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// The service loads on an operation's first call (its own chunk of the bundle): see bindGroup.
const inAppHelp = onFirstUse(() => import('../../services/in-app-help/in-app-help-service'));

export const helpRelay = bindRelay('help', [inAppHelpRoutes], {
  GetInAppHelpByURL: async ({ query, principal }) => (await inAppHelp()).readHelp(query.url, principal),
  PutInAppHelp: async ({ query, body, principal }) => (await inAppHelp()).writeHelp(query.url, body, principal),
  DeleteInAppHelp: async ({ query, principal }) => (await inAppHelp()).removeHelp(query.url, principal),
});
