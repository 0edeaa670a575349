import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { messages, uniqueKey } from '@switchboard/shared';
import { dynamoCached, isConditionFailure, tableName } from '../../data/clients';
import { AppError } from '../../errors';
import { helpRepository, questionClaimKey, questionClaims } from './help-repository';

const heldBy = (helpId: string) => ({ expression: 'HelpID = :helpId', values: { ':helpId': helpId } });

/**
 * The claim's conditional put (nobody holds the question, or this entry does), sent through the client that
 * resolves its middleware once (a 10,000-row import sends 10,000 of them); false when another entry holds it.
 */
async function putFreeClaim(organizationId: string, helpId: string, question: string): Promise<boolean> {
  const { pk, sk } = questionClaimKey(organizationId, question);
  try {
    await dynamoCached().send(
      new PutItemCommand({
        TableName: tableName('Entities'),
        Item: { pk: { S: pk }, sk: { S: sk }, HelpID: { S: helpId }, Question: { S: question } },
        ConditionExpression: 'attribute_not_exists(pk) OR HelpID = :helpId',
        ExpressionAttributeValues: { ':helpId': { S: helpId } },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Claims one question for an entry: a conditional put that holds only when nobody has it, or this entry already
 * has it. A claim left by an entry that no longer exists (a write that stopped half-way) is taken over, conditional
 * on it still naming that entry. False when another entry of the organization holds the question.
 */
export async function claim(organizationId: string, helpId: string, question: string): Promise<boolean> {
  if (await putFreeClaim(organizationId, helpId, question)) return true;
  const key = questionClaimKey(organizationId, question);
  const value = { HelpID: helpId, Question: question };
  const holder = await questionClaims.get(key);
  if (!holder) return claim(organizationId, helpId, question);
  if (await helpRepository.get({ organizationId }, holder.HelpID)) return false;
  return questionClaims.put(key, value, heldBy(holder.HelpID));
}

/** Releases an entry's claims on these questions (only those it still holds). */
export async function releaseQuestions(organizationId: string, helpId: string, questions: readonly string[]) {
  await Promise.all(
    questions.map((question) => questionClaims.delete(questionClaimKey(organizationId, question), heldBy(helpId))),
  );
}

/**
 * Claims every question for the entry, or none: if another entry holds one, the claims made here are released and
 * the call answers 409 "Question already exists.".
 */
export async function claimQuestions(organizationId: string, helpId: string, questions: readonly string[]) {
  const claimed: string[] = [];
  for (const question of questions) {
    if (await claim(organizationId, helpId, question)) {
      claimed.push(question);
      continue;
    }
    await releaseQuestions(organizationId, helpId, claimed);
    throw new AppError('exists', messages.msg_help_question_exists);
  }
}

/** The questions of `after` that `before` does not have, and the other way round (compared as claims are). */
export function questionChanges(before: readonly string[], after: readonly string[]) {
  const keys = (list: readonly string[]) => new Set(list.map(uniqueKey));
  const [had, has] = [keys(before), keys(after)];
  return {
    added: after.filter((question) => !had.has(uniqueKey(question))),
    removed: before.filter((question) => !has.has(uniqueKey(question))),
  };
}
