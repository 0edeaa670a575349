import { bumpContentCounter, contentVersionKey, contentVersions } from './help-repository';

/**
 * The organization's help content version: a counter every change of its entries bumps (an atomic ADD, so two
 * writers never get the same number). The answering index is named by it: a container whose index was built at an
 * older version builds (or loads) the current one.
 */
export const bumpContentVersion = (organizationId: string): Promise<number> => bumpContentCounter(organizationId);

export async function currentContentVersion(organizationId: string): Promise<number> {
  return (await contentVersions.get(contentVersionKey(organizationId)))?.Counter ?? 0;
}
