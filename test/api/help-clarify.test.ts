import { fillMessage, messages } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { CHITCHAT_ANSWERS as ANSWERS, chitchatQuestionsOf } from '@switchboard/answering/fixtures/chitchat-slice';
import { addedHelp, askedAs, helpBody } from './help-fixtures';
import { foundingOwner } from './organization-people';
import { addedTest, definition, relay } from './skill-test-fixtures';

/**
 * "Right, or it asks": QandASimulate's Kind and Options. A slice of Microsoft's chit-chat set (../shared/data/chitchat,
 * MIT): ten answers, 17 phrasings each, added one entry at a time through AddHelp.
 */
let cookie: string;
const helpIds = new Map<string, string>();
const ask = (question: string) => askedAs(cookie, question);

beforeAll(async () => {
  cookie = (await foundingOwner(await signIn(USERS.platform))).cookie;
  for (const answer of ANSWERS) {
    const questions = chitchatQuestionsOf(answer);
    const added = await addedHelp(
      cookie,
      helpBody({ ShortDescription: questions.slice(0, 17).join(';'), LongDescription: answer }),
    );
    helpIds.set(answer, added.HelpID as string);
  }
}, 60_000);

describe('QandASimulate: right, or it asks', () => {
  it('asks which entry was meant when the best two are too close to tell apart: Kind clarify, the Options, no HelpID', async () => {
    const answer = await ask('Who incorporated you?');
    expect(answer).toMatchObject({
      Kind: 'clarify',
      HelpID: null,
      MatchedEntry: null,
      Score: null,
      Options: [
        { HelpID: helpIds.get('People created me.'), Question: 'Who created you?' },
        { HelpID: helpIds.get("I don't have a name."), Question: 'Who are you?' },
      ],
      Text: fillMessage(messages.msg_help_did_you_mean, { options: '"Who created you?"', last: '"Who are you?"' }),
    });
  });

  it('answers a question that stands out (Kind answer, no Options) and refuses an unrelated one (Kind none)', async () => {
    expect(await ask('Who created you?')).toMatchObject({
      Kind: 'answer',
      Options: [],
      HelpID: helpIds.get('People created me.'),
      Text: 'People created me.',
    });
    expect(await ask('How large a knowledge base can I create?')).toMatchObject({
      Kind: 'none',
      Options: [],
      HelpID: null,
      Text: messages.msg_help_no_match,
    });
  });

  it('runs a skill test whose step expects the clarification: passes when it offers the entries, fails naming the one missing', async () => {
    const created = helpIds.get('People created me.')!;
    const test = await addedTest(cookie, {
      TestDefinitionJson: JSON.stringify(
        definition([
          { say: 'Who incorporated you?', expect: { clarify: [created, 'with whom am I talking?'] } },
          { say: 'Who incorporated you?', expect: { clarify: [helpIds.get('Goodbye.')!] } },
          { say: 'Who created you?', expect: { clarify: [created] } },
        ]),
      ),
    });
    const run = await relay<{ Status: string; Message: string; RunID: string }[]>('RunSingleTest', cookie, {
      query: { id: String(test.Id) },
    });
    expect(run.body[0]).toMatchObject({ Status: 'Success', Message: '1 of 3 steps passed.' });
    const stored = await call<{ Steps: { Passed: boolean; Failures: string[] }[] }>('GetTestRun', {
      cookie,
      query: { RunID: run.body[0]!.RunID },
    });
    expect(stored.body.Steps.map((step) => [step.Passed, step.Failures])).toEqual([
      [true, []],
      [false, [`the clarification does not offer "${helpIds.get('Goodbye.')}"`]],
      [false, ['expected a clarification, but the assistant did not ask']],
    ]);
  });
});
