import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { addedHelp, askedAs, helpBody } from './help-fixtures';
import { foundingOwner } from './organization-people';

/** QandASimulate carries the matched entry's markdown answer (AltMarkdown) and response card, additive fields. */
const MARKDOWN = 'Trains leave **every hour**, see [the timetable](https://example.org/timetable).';
const CARD = {
  Title: 'Union Station',
  SubTitle: 'Where the trail starts',
  ImageUrl: 'https://example.org/station.jpg',
  Buttons: [{ Text: 'Opening hours', Value: 'When is the station open?' }],
};
let cookie: string;
const ask = (question: string) => askedAs(cookie, question);

beforeAll(async () => {
  cookie = (await foundingOwner(await signIn(USERS.platform))).cookie;
  await addedHelp(
    cookie,
    helpBody({
      ShortDescription: 'When does the train leave?;Train departures',
      LongDescription: 'Trains leave every hour.',
      AltMarkdown: MARKDOWN,
      Card: CARD,
    }),
  );
  await addedHelp(
    cookie,
    helpBody({ ShortDescription: 'Where can I park my car?;Parking', LongDescription: 'Behind the station.' }),
  );
});

describe('QandASimulate with an entry that has markdown and a card', () => {
  it('answers with the Text, the Markdown and the Card', async () => {
    const answer = await ask('When does the train leave?');
    expect(answer).toMatchObject({ Kind: 'answer', Text: 'Trains leave every hour.', Markdown: MARKDOWN, Card: CARD });
  });

  it('leaves both out for an entry without them', async () => {
    const answer = await ask('Where can I park my car?');
    expect(answer.Text).toBe('Behind the station.');
    expect(answer).not.toHaveProperty('Markdown');
    expect(answer).not.toHaveProperty('Card');
  });
});
