import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { newCollectionCategory } from './collections-fixtures';
import { addedHelp, allHelp, helpBody, type Body } from './help-fixtures';

/** A help entry's HelpCategoryID names a category of the caller's organization, like every other reference. */
let staff: string;
let theirCategory: string;
let ourCategory: string;

beforeAll(async () => {
  staff = await signIn(USERS.staff);
  const other = await signIn(USERS.otherAdmin);
  theirCategory = String((await newCollectionCategory(other)).Id);
  ourCategory = String((await newCollectionCategory(staff)).Id);
});

const refusal = 'HelpCategoryID: there is no such help category in your organization.';
const stored = async (answer: string) => (await allHelp(staff)).filter((entry) => entry.LongDescription === answer);

describe("a help entry's category", () => {
  it.each([
    ["another organization's", () => theirCategory],
    ['a random', () => randomUUID()],
  ])('AddHelp refuses %s category id with 404, nothing stored', async (_what, id) => {
    const answer = `Answer ${randomUUID()}`;
    const added = await call('AddHelp', {
      cookie: staff,
      body: helpBody({ LongDescription: answer, HelpCategoryID: id() }),
    });
    expect(added).toMatchObject({ status: 404, body: refusal });
    expect(await stored(answer)).toEqual([]);
  });

  it("UpdateHelp refuses another organization's category with 404, and takes one of the organization's", async () => {
    const entry = await addedHelp(staff);
    const theirs = await call('UpdateHelp', { cookie: staff, body: { ...entry, HelpCategoryID: theirCategory } });
    expect(theirs).toMatchObject({ status: 404, body: refusal });
    const ours = await call('UpdateHelp', { cookie: staff, body: { ...entry, HelpCategoryID: ourCategory } });
    expect(ours.status).toBe(200);
    const [kept] = (await allHelp(staff)).filter((item) => item.HelpID === entry.HelpID);
    expect(kept!.HelpCategoryID).toBe(ourCategory);
  });

  it("ImportHelp stores the rows with the organization's categories and refuses the others, row by row", async () => {
    const tag = randomUUID().slice(0, 8);
    const row = (line: number, Category: string): Body => ({
      Line: line,
      QuestionLines: [line],
      Questions: [`Where is the bike shed ${tag} ${line}?`],
      Answer: `Behind the library ${tag} ${line}.`,
      Category,
    });
    const body = { Entries: [row(2, ourCategory), row(3, theirCategory), row(4, randomUUID()), row(5, '')] };
    const answer = await call<{ New: number; Problems: Body[] }>('ImportHelp', { cookie: staff, body });
    expect(answer.status).toBe(201);
    expect(answer.body.New).toBe(2);
    expect(answer.body.Problems).toEqual([
      { Line: 3, Field: 'category', Reason: refusal },
      { Line: 4, Field: 'category', Reason: refusal },
    ]);
    const kept = (await allHelp(staff)).filter((entry) => String(entry.LongDescription).includes(tag));
    expect(kept.map((entry) => entry.LongDescription).sort()).toEqual([
      `Behind the library ${tag} 2.`,
      `Behind the library ${tag} 5.`,
    ]);
  });
});
