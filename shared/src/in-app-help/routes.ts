import { success } from '../core/answers';
import { relayRoute } from '../core/route';
import { inAppHelp, inAppHelpInput, inAppHelpQuery } from './schemas';

/**
 * The floating help button's calls (spec part 2 §7 GetInAppHelpByURL; the two writes are ours). Everyone signed in
 * reads the help of the page they are on. An OrgAdmin writes their organization's text of a page (and can go back
 * to the default); a PlatformAdmin writes the default every organization without its own text reads.
 */
const editors = ['OrgAdmin', 'PlatformAdmin'] as const;

export const inAppHelpRoutes = {
  GetInAppHelpByURL: relayRoute({
    method: 'GET',
    path: '/api/GetInAppHelpByURL',
    group: 'help',
    access: 'signedIn',
    query: inAppHelpQuery,
    answer: inAppHelp,
    summary: "The help of the page at `url`: the organization's own text, else the default, else a generic text.",
  }),
  PutInAppHelp: relayRoute({
    method: 'PUT',
    path: '/api/PutInAppHelp',
    group: 'help',
    access: editors,
    query: inAppHelpQuery,
    body: inAppHelpInput,
    answer: inAppHelp,
    summary: "Writes a page's help: an OrgAdmin's for their organization, a PlatformAdmin's as the default.",
  }),
  DeleteInAppHelp: relayRoute({
    method: 'DELETE',
    path: '/api/DeleteInAppHelp',
    group: 'help',
    access: ['OrgAdmin'],
    query: inAppHelpQuery,
    answer: success,
    summary: "Removes the organization's own help of a page: it reads the default again.",
  }),
};
