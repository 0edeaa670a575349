import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { relayEnvelope, routes, type RouteName } from '@switchboard/shared';

export type Json = Record<string, unknown>;

/** Calls a route as the signed-in user of `page`; a relay row goes through the relay and answers its ResponseBody. */
export async function send(
  page: Page,
  name: RouteName,
  input: { query?: Json; body?: unknown } = {},
): Promise<unknown> {
  const def = routes[name];
  if (def.via === 'relay') {
    const envelope = relayEnvelope(def, input);
    const wrapper = (await send(page, envelope.route, { body: envelope.body })) as { ResponseBody: string };
    return wrapper.ResponseBody ? JSON.parse(wrapper.ResponseBody) : null;
  }
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]));
  const url = `${def.path}${query.size ? `?${query.toString()}` : ''}`;
  const options = { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: input.body };
  const answer = def.method === 'GET' ? await page.request.get(url, options) : await page.request.post(url, options);
  expect(answer.ok(), `${name}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** A skill test with these steps (its definition file written by addSkillTest); answers its Id. */
export async function addTest(page: Page, name: string, steps: Json[]): Promise<string> {
  const Id = randomUUID();
  const definition = JSON.stringify({ version: 1, name, steps });
  const test = { Id, Name: name, ScheduleType: '0', SendReportAsEmail: false, ReportEmail: '', Url: '' };
  await send(page, 'addSkillTest', { body: { ...test, TestDefinitionJson: definition } });
  return Id;
}

/** A skill test with these steps and the RunIDs of `runs` runs of it, oldest first. */
export async function testWithRuns(page: Page, name: string, steps: Json[], runs: number): Promise<string[]> {
  const id = await addTest(page, name, steps);
  const runIds: string[] = [];
  for (let n = 0; n < runs; n += 1) {
    const [outcome] = (await send(page, 'RunSingleTest', { query: { id } })) as Json[];
    expect(outcome!.Status).toBe('Success');
    runIds.push(String(outcome!.RunID));
  }
  return runIds;
}

/** Clicks a download button and answers the file the browser saved: its name and its text. */
export async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}
