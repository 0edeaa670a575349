import type { CollectionCategory, CollectionWriteAnswer, RouteName } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { call } from './client';

export interface Wrapped {
  ResponseStatus: string;
  ResponseMessage: string;
  ResponseBody: string;
}

/** Runs a relay operation and answers its status, wrapper and parsed ResponseBody. */
export async function relayed<T>(
  name: RouteName,
  cookie: string | undefined,
  input: { query?: Record<string, string>; body?: unknown } = {},
) {
  const answer = await call<Wrapped>(name, { cookie, ...input });
  const text = answer.body?.ResponseBody;
  return { status: answer.status, wrapper: answer.body, body: (text ? JSON.parse(text) : undefined) as T };
}

export const categoryBody = (overrides: Record<string, unknown> = {}) => ({
  Name: `Category ${randomUUID().slice(0, 8)}`,
  Description: 'Made by the API tests',
  ...overrides,
});

/** A new collection category of the signed-in user's organization. */
export async function newCollectionCategory(cookie: string, overrides: Record<string, unknown> = {}) {
  const answer = await relayed<CollectionWriteAnswer>('PostCollectionCategory', cookie, {
    body: categoryBody(overrides),
  });
  if (answer.status !== 200) throw new Error(`a category: ${answer.status} ${JSON.stringify(answer.wrapper)}`);
  const read = await relayed<CollectionCategory>('GetCollectionCategory', cookie, { query: { id: answer.body.Id } });
  return read.body;
}

/** The seeded categories (functions/src/services/collections/collections-seed.ts). */
export const SEEDED_ASSIGNED = 'Policies';
export const SEEDED_FREE = 'Seasonal';
