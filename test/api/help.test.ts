import { DEFAULT_HELP_ATTRIBUTES_JSON, EMPTY_GUID, messages, routes } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { shortId } from './content-fixtures';
import { newCollectionCategory } from './collections-fixtures';
import { DEMO_ORG } from './fixtures';
import { addedHelp, allHelp, helpBody, type Body } from './help-fixtures';

/** Help entries (spec part 2 §3, §5, §7, §9): GetHelp / AddHelp / UpdateHelp / DeleteHelp. */
let orgAdmin: string;
let otherAdmin: string;
let staff: string;
let platform: string;
beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  staff = await signIn(USERS.staff);
  platform = await signIn(USERS.platform);
});

const stored = async (id: unknown, cookie = orgAdmin) => (await allHelp(cookie)).find((e) => e.HelpID === id);

describe('GetHelp, AddHelp, UpdateHelp, DeleteHelp', () => {
  it('adds with the spec defaults, in the caller organization, and lists {Helps, Organizations} paged', async () => {
    const entry = await addedHelp(staff, {
      ShortDescription: ` Where is parking ${shortId()}? ; Can I park here?${shortId()} `,
      LongDescription: 'Level -1.',
      OrganizationID: randomUUID(),
    });
    expect(entry).toMatchObject({
      OrganizationID: DEMO_ORG,
      ReleaseTime: '1970-01-01T00:00:00Z',
      ExpireTime: '2100-01-01T00:00:00Z',
      Active: true,
      MediaType: '',
      MediaUrl: '',
      HelpCategoryID: EMPTY_GUID,
      AttributesJSON: DEFAULT_HELP_ATTRIBUTES_JSON,
      Version: 1,
    });
    expect(String(entry.ShortDescription)).toMatch(/^Where is parking \w+\?;Can I park here\?\w+$/);
    await addedHelp(orgAdmin);
    const first = await call<Body>('GetHelp', { cookie: orgAdmin, query: { PageSize: '1' } });
    expect(first.status).toBe(200);
    expect(routes.GetHelp.answer.safeParse(first.body).error).toBeUndefined();
    expect(first.body).toMatchObject({ Organizations: [{ OrganizationID: DEMO_ORG }] });
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    expect(await stored(entry.HelpID)).toEqual(entry);
    expect(await stored(entry.HelpID, otherAdmin)).toBeUndefined();
  });

  it("takes the spec's bare default dates as midnight UTC", async () => {
    const entry = await addedHelp(orgAdmin, helpBody({ ReleaseTime: '1970-01-01', ExpireTime: '2100-01-01' }));
    expect(entry).toMatchObject({ ReleaseTime: '1970-01-01T00:00:00Z', ExpireTime: '2100-01-01T00:00:00Z' });
    expect(await stored(entry.HelpID)).toMatchObject({ ReleaseTime: '1970-01-01T00:00:00Z' });
  });

  it('lists one category with categoryID', async () => {
    const category = String((await newCollectionCategory(orgAdmin)).Id);
    const inCategory = await addedHelp(orgAdmin, helpBody({ HelpCategoryID: category }));
    await addedHelp(orgAdmin);
    const listed = await allHelp(orgAdmin, { categoryID: category });
    expect(listed.map((e) => e.HelpID)).toEqual([inCategory.HelpID]);
  });

  it('refuses a question another entry of the organization has (409), whatever its case; nothing stored', async () => {
    const question = `How do I reset my badge ${shortId()}?`;
    const first = await addedHelp(orgAdmin, helpBody({ ShortDescription: question }));
    const before = (await allHelp(orgAdmin)).length;
    const again = await call('AddHelp', {
      cookie: staff,
      body: helpBody({ ShortDescription: `New one ${shortId()};  ${question.toUpperCase()} ` }),
    });
    expect(again).toMatchObject({ status: 409, body: messages.msg_help_question_exists });
    expect((await allHelp(orgAdmin)).length).toBe(before);
    // The refused call released what it had claimed: its other question is free.
    const other = await addedHelp(orgAdmin, helpBody());
    const moved = await call('UpdateHelp', {
      cookie: orgAdmin,
      body: { ...other, ShortDescription: question },
    });
    expect(moved.status).toBe(409);
    // Another organization may have the same question.
    await addedHelp(otherAdmin, helpBody({ ShortDescription: question }));
    // Once the first entry lets it go (update, then delete), another entry may take it.
    const renamed = `Badge reset ${shortId()}`;
    const update = await call('UpdateHelp', { cookie: orgAdmin, body: { ...first, ShortDescription: renamed } });
    expect(update).toMatchObject({ status: 200, body: 'Success' });
    expect(
      await call('UpdateHelp', { cookie: orgAdmin, body: { ...other, ShortDescription: question } }),
    ).toMatchObject({ status: 200 });
    const taken = await call('AddHelp', { cookie: orgAdmin, body: helpBody({ ShortDescription: renamed }) });
    expect(taken.status).toBe(409);
    const removed = await call('DeleteHelp', { cookie: orgAdmin, body: { ...first, Version: 2 } });
    expect(removed).toMatchObject({ status: 200, body: 'Success' });
    await addedHelp(orgAdmin, helpBody({ ShortDescription: renamed }));
  });

  it('holds one entry per question under concurrent adds', async () => {
    const question = `Who is on call tonight ${shortId()}?`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('AddHelp', { cookie: orgAdmin, body: helpBody({ ShortDescription: question }) }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const holders = (await allHelp(orgAdmin)).filter((e) => e.ShortDescription === question);
    expect(holders).toHaveLength(1);
  });

  it('updates with the Version read and refuses a stale one (409) keeping the winner', async () => {
    const entry = await addedHelp(orgAdmin);
    const change = { LongDescription: 'Now eight to six.', MediaType: 'none', MediaUrl: 'https://x.example/a.png' };
    expect(await call('UpdateHelp', { cookie: staff, body: { ...entry, ...change } })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    expect(await stored(entry.HelpID)).toMatchObject({
      LongDescription: 'Now eight to six.',
      MediaType: '',
      MediaUrl: '',
      Version: 2,
      LastUpdatedBy: USERS.staff,
    });
    const stale = await call('UpdateHelp', { cookie: orgAdmin, body: { ...entry, LongDescription: 'Lost' } });
    expect(stale.status).toBe(409);
    expect(await stored(entry.HelpID)).toMatchObject({ LongDescription: 'Now eight to six.' });
  });

  it("answers 404 for another organization's entry and changes nothing", async () => {
    const theirs = await addedHelp(otherAdmin);
    const update = await call('UpdateHelp', { cookie: orgAdmin, body: { ...theirs, LongDescription: 'Mine' } });
    expect(update.status).toBe(404);
    expect((await call('DeleteHelp', { cookie: orgAdmin, body: theirs })).status).toBe(404);
    expect(await stored(theirs.HelpID, otherAdmin)).toEqual(theirs);
  });

  it('keeps help for Staff and OrgAdmin only; signed out is Redirect', async () => {
    expect((await call('GetHelp', { cookie: platform })).status).toBe(403);
    expect((await call('AddHelp', { cookie: platform, body: helpBody() })).status).toBe(403);
    expect(await call('GetHelp', {})).toMatchObject({ status: 401, body: 'Redirect' });
  });
});

describe('AddHelp refuses bad input, naming the field and the rule, and stores nothing', () => {
  const cases: [string, Body, string][] = [
    ['no question', { ShortDescription: ' ' }, `ShortDescription: ${messages.msg_help_question_required}`],
    ['an empty question', { ShortDescription: 'One?;;Two?' }, 'ShortDescription: question 2 is empty'],
    [
      'the same question twice',
      { ShortDescription: 'Where is it?;WHERE  is it?' },
      `ShortDescription: ${messages.msg_help_question_duplicate}`,
    ],
    ['a question on two lines', { ShortDescription: 'Where\nis it?' }, 'ShortDescription: question 1 must be a single'],
    ['no answer', { LongDescription: '  ' }, `LongDescription: ${messages.msg_help_answer_required}`],
    ['an unknown media type', { MediaType: 'audio' }, 'MediaType: must be none, image or video'],
    ['an image that is no image', { MediaUrl: 'https://x.example/a.mp4' }, `MediaUrl: ${messages.msg_help_image_url}`],
    [
      'a video that is no video',
      { MediaType: 'video', MediaUrl: 'https://x.example/a.png' },
      `MediaUrl: ${messages.msg_help_video_url}`,
    ],
    [
      'attributes that are no JSON',
      { AttributesJSON: '{"SmallImage":' },
      `AttributesJSON: ${messages.msg_help_attributes_invalid}`,
    ],
    [
      'attributes with a bad address',
      { AttributesJSON: '{"ExternalUrl":"javascript:alert(1)"}' },
      'AttributesJSON: Attributes JSON is invalid. Please correct JSON before saving. (ExternalUrl must be an http(s) URL)',
    ],
    ['an expiry before the release', { ExpireTime: '1960-01-01T00:00:00Z' }, 'ExpireTime: must be after ReleaseTime'],
  ];
  it.each(cases)('%s', async (_, change, message) => {
    const body = helpBody(change);
    const answer = await call<string>('AddHelp', { cookie: orgAdmin, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
    const questions = String(body.ShortDescription);
    expect((await allHelp(orgAdmin)).filter((e) => e.ShortDescription === questions)).toEqual([]);
  });

  it('accepts the media the spec allows', async () => {
    for (const [MediaType, MediaUrl] of [
      ['video', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['video', 'https://cdn.example.com/intro.MP4?sig=1'],
      ['image', '{{ product.image }}'],
      ['image', 'https://cdn.example.com/a.jpeg'],
    ]) {
      const entry = await addedHelp(orgAdmin, helpBody({ MediaType, MediaUrl }));
      expect(entry).toMatchObject({ MediaType, MediaUrl });
    }
  });
});
