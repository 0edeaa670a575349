import {
  DEFAULT_IN_APP_HELP,
  helpKeyFor,
  normalizeHelpPath,
  type InAppHelp,
  type InAppHelpInput,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Scope } from '../../data/entity-repository';
import { AppError } from '../../errors';
import { inAppHelpRepository } from './in-app-help-repository';

const PAGES = Object.keys(DEFAULT_IN_APP_HELP);
const NO_HELP = 'No help has been written for this page yet.';

/** A PlatformAdmin reads and writes the default; everyone else their organization's text over it. */
const ownScope = (principal: Principal): Scope =>
  principal.role === 'PlatformAdmin' ? 'platform' : { organizationId: principal.organizationId };

/**
 * The help of the page at `url`: found for the page's screen (its path, its registry pattern or its nearest parent).
 * The organization's own text wins over the default; the default is a PlatformAdmin's edit, else the shipped text.
 */
export async function readHelp(url: string, principal: Principal): Promise<InAppHelp> {
  const key = helpKeyFor(normalizeHelpPath(url), PAGES);
  if (!key) return { Title: 'Help', Content: NO_HELP, Url: normalizeHelpPath(url), Source: 'none' };
  const scope = ownScope(principal);
  if (scope !== 'platform') {
    const own = await inAppHelpRepository.get(scope, key);
    if (own) return { Title: own.Title, Content: own.Content, Url: key, Source: 'organization' };
  }
  const edited = await inAppHelpRepository.get('platform', key);
  const text = edited ?? DEFAULT_IN_APP_HELP[key]!;
  return { Title: text.Title, Content: text.Content, Url: key, Source: 'default' };
}

/** Writes a page's help (the caller's organization's, or the default for a PlatformAdmin) and answers it. */
export async function writeHelp(url: string, input: InAppHelpInput, principal: Principal): Promise<InAppHelp> {
  if (!Object.hasOwn(DEFAULT_IN_APP_HELP, url)) {
    throw new AppError('invalid', 'url: must be the path of a console screen, as GetInAppHelpByURL answers it (Url)');
  }
  const scope = ownScope(principal);
  const record = { Url: url, ...input, DateLastUpdated: new Date().toISOString(), LastUpdatedBy: principal.email };
  const current = await inAppHelpRepository.get(scope, url);
  if (current) await inAppHelpRepository.replace(scope, url, record, current.Version);
  else await inAppHelpRepository.create(scope, url, record);
  return { ...input, Url: url, Source: scope === 'platform' ? 'default' : 'organization' };
}

/** The organization's own text of a page goes: the page reads the default again. */
export async function removeHelp(url: string, principal: Principal): Promise<'Success'> {
  await inAppHelpRepository.delete({ organizationId: principal.organizationId }, url);
  return 'Success';
}
