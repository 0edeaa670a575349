import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { shortId } from './content-fixtures';
import { addedHelp, allHelp, helpBody, type Body } from './help-fixtures';

/** GetHelp's Search (issue 29 item 10): the server searches every entry of the caller's organization, page by page. */
let orgAdmin: string;
let otherAdmin: string;
beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
});

type Page = { body: { Helps: Body[] }; headers: Headers; status: number };
const page = (cookie: string, query: Record<string, string>) =>
  call<{ Helps: Body[] }>('GetHelp', { cookie, query }) as Promise<Page>;
const ids = (answer: Page) => answer.body.Helps.map((entry) => entry.HelpID);

describe('GetHelp Search', () => {
  it('finds an entry past the first page, in its questions, answer, topic or tags, whatever the case and accents', async () => {
    const word = `zebrine${shortId()}`;
    const byQuestion = await addedHelp(orgAdmin, helpBody({ ShortDescription: `Where is the ${word} café?` }));
    const byAnswer = await addedHelp(orgAdmin, helpBody({ LongDescription: `Ask at the ${word.toUpperCase()} desk.` }));
    const byTopic = await addedHelp(orgAdmin, helpBody({ Topic: `Café ${word}` }));
    const byTag = await addedHelp(orgAdmin, helpBody({ Tags: ['other', `${word}-tag`] }));
    // Newer entries push the matches off the first page of the plain list.
    for (let n = 0; n < 3; n += 1) await addedHelp(orgAdmin);
    const plain = await page(orgAdmin, { PageSize: '3' });
    expect(ids(plain)).not.toContain(byQuestion.HelpID);

    const found = await allHelp(orgAdmin, { Search: `  ${word.toUpperCase()} ` });
    expect(found.map((entry) => entry.HelpID).sort()).toEqual(
      [byQuestion, byAnswer, byTopic, byTag].map((entry) => entry.HelpID).sort(),
    );
    const accented = await allHelp(orgAdmin, { Search: `the ${word} CAFE` });
    expect(accented.map((entry) => entry.HelpID)).toEqual([byQuestion.HelpID]);
  });

  it('pages the matches with the paging tokens: a cursor only when another match follows', async () => {
    const word = `quagga${shortId()}`;
    const oldest = await addedHelp(orgAdmin, helpBody({ LongDescription: `The ${word} answer one.` }));
    const newest = await addedHelp(orgAdmin, helpBody({ LongDescription: `The ${word} answer two.` }));
    for (let n = 0; n < 4; n += 1) await addedHelp(orgAdmin);
    const first = await page(orgAdmin, { Search: word, PageSize: '1' });
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([newest.HelpID]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await page(orgAdmin, { Search: word, PageSize: '1', Cursor: cursor! });
    expect(ids(second)).toEqual([oldest.HelpID]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    const whole = await page(orgAdmin, { Search: word, PageSize: '2' });
    expect(whole.body.Helps).toHaveLength(2);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
  });

  it("never finds another organization's entries", async () => {
    const word = `okapi${shortId()}`;
    const theirs = await addedHelp(otherAdmin, helpBody({ LongDescription: `Only the ${word} team knows.` }));
    expect(await allHelp(orgAdmin, { Search: word })).toEqual([]);
    expect((await allHelp(otherAdmin, { Search: word })).map((entry) => entry.HelpID)).toEqual([theirs.HelpID]);
  });

  it('refuses a search longer than 200 characters or holding a control character, naming Search', async () => {
    for (const Search of ['x'.repeat(201), 'a\u0007b']) {
      const refused = await page(orgAdmin, { Search });
      expect(refused.status).toBe(400);
      expect(String(refused.body)).toMatch(/^Search: /);
    }
  });
});
