import { uniqueKey, type Help } from '@switchboard/shared';
import { createHash } from 'node:crypto';
import { EntityRepository } from '../../data/entity-repository';
import { keyedItems, type ItemKey } from '../../data/keyed-items';

/**
 * The help knowledge base of an organization (Entities table):
 * - pk ORG#{org}#Help, sk {HelpID}: the entries; InOrder key {HelpCategoryID}#{DateCreated}#{id}, newest first, so
 *   one category's entries are one key range (GetHelp?categoryID=) and every list pages;
 * - pk ORG#{org}#HelpQuestion, sk sha256(uniqueKey(question)): the claim that a question belongs to one entry,
 *   written with a conditional put (the rule holds under concurrency; hashed because a key is at most 1 KB);
 * - pk ORG#{org}#HelpVersion, sk CONTENT: a counter bumped by every change, naming the answering index's snapshot.
 */
export type HelpRecord = Omit<Help, 'Version'> & Record<string, unknown>;

export const helpCategoryRange = (categoryId: string) => `${categoryId}#`;
export const helpRepository = new EntityRepository<HelpRecord>('Help', {
  inOrder: (entry, id) => `${helpCategoryRange(entry.HelpCategoryID)}${entry.DateCreated}#${id}`,
});

export interface QuestionClaim {
  HelpID: string;
  Question: string;
}
export const questionClaims = keyedItems<QuestionClaim>('Entities');
export const questionClaimKey = (organizationId: string, question: string): ItemKey => ({
  pk: `ORG#${organizationId}#HelpQuestion`,
  sk: createHash('sha256').update(uniqueKey(question)).digest('hex'),
});

export interface ContentVersion {
  Counter: number;
}
export const contentVersions = keyedItems<ContentVersion>('Entities');
export const contentVersionKey = (organizationId: string): ItemKey => ({
  pk: `ORG#${organizationId}#HelpVersion`,
  sk: 'CONTENT',
});
