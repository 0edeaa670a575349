import { randomUUID } from 'node:crypto';
import { baseUrl, call, sendToRuntime } from './client';

export type Body = Record<string, unknown>;
export type Wrapped = { ResponseStatus: string; ResponseMessage: string; ResponseBody: string };

/** A relay call's answer with its ResponseBody parsed. */
export async function relay<T = unknown>(
  name: Parameters<typeof call>[0],
  cookie: string,
  input: { query?: Record<string, string>; body?: unknown; base?: string } = {},
) {
  const answer = await call<Wrapped>(name, { cookie, ...input });
  const text = answer.body.ResponseBody;
  return { status: answer.status, message: answer.body.ResponseMessage, body: (text ? JSON.parse(text) : null) as T };
}

/** POST /Media/UploadFiles as the console sends it: a multipart form with one file. */
export async function upload(cookie: string, name: string, content: string, mediaType = 'application/json') {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await sendToRuntime(
    new URL(`/Media/UploadFiles?MediaType=${encodeURIComponent(mediaType)}`, baseUrl()),
    {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      body: form,
    },
  );
  return { status: response.status, body: JSON.parse(await response.text()) as string };
}

export const definition = (steps: Body[] = [{ say: 'hello there', expect: { noMatch: false } }]) => ({
  version: 1,
  name: 'sample',
  steps,
});

export const testBody = (overrides: Body = {}): Body => ({
  Id: randomUUID(),
  Name: `Skill test ${randomUUID().slice(0, 8)}`,
  ScheduleType: '0',
  SendReportAsEmail: false,
  ReportEmail: '',
  TestDefinitionJson: JSON.stringify(definition()),
  Url: '',
  ...overrides,
});

/** Adds a skill test through the relay and answers it. */
export async function addedTest(cookie: string, overrides: Body = {}): Promise<Body> {
  const answer = await relay<Body>('addSkillTest', cookie, { body: testBody(overrides) });
  if (answer.status !== 200) throw new Error(`addSkillTest: ${answer.status} ${answer.message}`);
  return answer.body;
}
