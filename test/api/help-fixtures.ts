import type { QuestionAnswer } from '@switchboard/shared';
import { expect } from 'vitest';
import { call } from './client';
import { shortId } from './content-fixtures';

export type Body = Record<string, unknown>;

/** A valid help entry whose questions are unique to this call (questions belong to one entry per organization). */
export const helpBody = (overrides: Body = {}): Body => {
  const tag = shortId();
  return {
    ShortDescription: `What are the opening hours ${tag}?;When do you open ${tag}?`,
    LongDescription: 'We are open from nine to five.',
    MediaType: 'image',
    MediaUrl: 'https://cdn.example.com/hours.png',
    ...overrides,
  };
};

export async function addedHelp(cookie: string, body: Body = helpBody()): Promise<Body> {
  const answer = await call<Body>('AddHelp', { cookie, body });
  if (answer.status !== 201) throw new Error(`AddHelp: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every entry of the caller's organization (all pages). */
export async function allHelp(cookie: string, query: Record<string, string> = {}): Promise<Body[]> {
  const entries: Body[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: { Helps: Body[] }; headers: Headers } = await call<{ Helps: Body[] }>('GetHelp', {
      cookie,
      query: { ...query, PageSize: '100', ...(cursor ? { Cursor: cursor } : {}) },
    });
    entries.push(...page.body.Helps);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return entries;
}

/** Asks the organization's assistant a question as QandASimulate does (a 200 expected) and answers its body. */
export async function askedAs(cookie: string, Question: string): Promise<QuestionAnswer> {
  const answer = await call<QuestionAnswer>('QandASimulate', { cookie, body: { Question, QuestionType: '' } });
  expect(answer.status).toBe(200);
  return answer.body;
}
