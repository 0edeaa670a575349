import { inAppHelpRoutes } from '@switchboard/shared';
import { bindRelay } from '../../http/operation';
import { readHelp, removeHelp, writeHelp } from '../../services/in-app-help/in-app-help-service';

export const helpRelay = bindRelay('help', [inAppHelpRoutes], {
  GetInAppHelpByURL: ({ query, principal }) => readHelp(query.url, principal),
  PutInAppHelp: ({ query, body, principal }) => writeHelp(query.url, body, principal),
  DeleteInAppHelp: ({ query, principal }) => removeHelp(query.url, principal),
});
