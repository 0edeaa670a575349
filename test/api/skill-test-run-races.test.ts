import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { addedTest, definition, relay, type Body } from './skill-test-fixtures';

type RunItem = { Status: string; Message: string; RunID?: string };

let staff: string;

beforeAll(async () => {
  staff = await signIn(USERS.staff);
});

describe('RunSingleTest started many times at once', () => {
  it('stores exactly the runs it answered Success for; a refused run stores nothing', async () => {
    const steps = Array.from({ length: 3 }, (_, index) => ({
      say: `hello there ${index}`,
      expect: { noMatch: false },
    }));
    const test = await addedTest(staff, { TestDefinitionJson: JSON.stringify(definition(steps)) });
    const id = String(test.Id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => relay<RunItem[] | string>('RunSingleTest', staff, { query: { id } })),
    );
    const started = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as RunItem[]);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(started.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.message).toContain('is running already');
    }
    const stored = await call<Body[]>('GetTestRuns', { cookie: staff, query: { id } });
    expect(stored.body.map((run) => run.RunID).sort()).toEqual(started.map((answer) => answer[0]!.RunID).sort());

    // Once the run has finished, the test runs again.
    const again = await relay<RunItem[]>('RunSingleTest', staff, { query: { id } });
    expect(again.status).toBe(200);
    expect(again.body[0]!.Status).toBe('Success');
  });
});
