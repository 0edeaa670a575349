import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fillMessage, HELP_ENTRIES_MAX, HELP_QUESTIONS_MAX, messages, splitQuestions } from '@switchboard/shared';
import { dynamo, isConditionFailure, tableName } from '../../data/clients';
import { AppError } from '../../errors';
import { helpEntryPages } from './help-repository';

/**
 * The caps on what an organization's help can grow to (DESIGN §10): entries and questions, counted in one item per
 * organization (ADD, so concurrent writers never lose a count) and reserved before a write on the condition that the
 * count stays within the cap. An organization whose entries predate the counter is counted once, on its first write.
 * HELP_ENTRIES_MAX / HELP_QUESTIONS_MAX in the environment lower the caps (tests).
 */
export const helpLimits = () => ({
  Entries: Number(process.env.HELP_ENTRIES_MAX ?? HELP_ENTRIES_MAX),
  Questions: Number(process.env.HELP_QUESTIONS_MAX ?? HELP_QUESTIONS_MAX),
});
export interface HelpCounts {
  Entries: number;
  Questions: number;
}

const key = (organizationId: string) => ({ pk: `ORG#${organizationId}#HelpCounts`, sk: 'COUNTS' });

/** Counts the stored entries and their questions (one Query of the organization's entries, their questions only). */
async function counted(organizationId: string): Promise<HelpCounts> {
  const counts = { Entries: 0, Questions: 0 };
  for await (const { items } of helpEntryPages(organizationId, ['ShortDescription'])) {
    for (const item of items) {
      counts.Entries++;
      counts.Questions += splitQuestions(String(item.ShortDescription ?? '')).length;
    }
  }
  return counts;
}

/** The organization's counts (counted and stored the first time). */
export async function helpCounts(organizationId: string): Promise<HelpCounts> {
  const found = await dynamo().send(
    new GetCommand({ TableName: tableName('Entities'), Key: key(organizationId), ConsistentRead: true }),
  );
  if (found.Item) return { Entries: Number(found.Item.Entries ?? 0), Questions: Number(found.Item.Questions ?? 0) };
  const counts = await counted(organizationId);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('Entities'),
        Item: { ...key(organizationId), ...counts },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return counts;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return helpCounts(organizationId);
  }
}

const add = (organizationId: string, entries: number, questions: number, condition?: HelpCounts) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName('Entities'),
      Key: key(organizationId),
      UpdateExpression: 'ADD Entries :entries, Questions :questions',
      ...(condition
        ? {
            ConditionExpression: 'Entries <= :entriesLeft AND Questions <= :questionsLeft',
            ExpressionAttributeValues: {
              ':entries': entries,
              ':questions': questions,
              ':entriesLeft': condition.Entries,
              ':questionsLeft': condition.Questions,
            },
          }
        : { ExpressionAttributeValues: { ':entries': entries, ':questions': questions } }),
    }),
  );

/**
 * Reserves room for `entries` more entries and `questions` more questions, or answers 400 naming the cap that
 * would be passed (nothing reserved). A negative count is given back at once, unconditionally. Called before the
 * write it counts (the first call counts what is stored then), and again with the opposite counts if it fails.
 */
export async function reserveHelp(organizationId: string, entries: number, questions: number) {
  if (entries === 0 && questions === 0) return;
  const counts = await helpCounts(organizationId);
  if (entries <= 0 && questions <= 0) return add(organizationId, entries, questions);
  const limits = helpLimits();
  const left = { Entries: limits.Entries - Math.max(entries, 0), Questions: limits.Questions - Math.max(questions, 0) };
  try {
    await add(organizationId, entries, questions, left);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new AppError('invalid', capMessage(counts, entries, questions));
  }
}

function capMessage(counts: HelpCounts, entries: number, questions: number) {
  const limits = helpLimits();
  return fillMessage(messages.msg_help_caps, {
    entries: counts.Entries + Math.max(entries, 0),
    questions: counts.Questions + Math.max(questions, 0),
    entriesMax: limits.Entries,
    questionsMax: limits.Questions,
  });
}
