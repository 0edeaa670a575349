import { scoreShare } from '@switchboard/answering';
import type { HelpBalance, HelpBalanceRequest, HelpBalanceStep } from '@switchboard/shared';
import type { Principal } from '../../../auth/principal';
import { skillTestBalance } from '../../skill-tests/balance-replay';
import { answeringIndexOf } from './answering-index-cache';
import { answeringBalanceKey, answeringBalanceOf, answeringBalances } from '../help-repository';

/** The organization's answering balance (@switchboard/answering's balance.ts). */
export const balanceStepOf = async (organizationId: string) =>
  (await answeringBalanceOf(organizationId)) as HelpBalanceStep;

/**
 * GetHelpAnsweringBalance: the step and what each step does with the index's own leave-one-out questions and with
 * the steps of the organization's latest skill-test runs.
 */
export async function getAnsweringBalance(principal: Principal): Promise<HelpBalance> {
  const [step, { index, entries }] = await Promise.all([
    balanceStepOf(principal.organizationId),
    answeringIndexOf(principal.organizationId),
  ]);
  const steps = (index?.calibration.balance ?? []).map((f) => ({
    Step: f.step,
    Threshold: scoreShare(f.threshold),
    Right: f.right,
    Clarified: f.clarified,
    Refused: f.refused,
    Wrong: f.wrong,
    Questions: f.questions,
  }));
  const basis: HelpBalance['Basis'] = index?.calibration.method === 'leave-one-entry-out' ? 'Entries' : 'Phrasings';
  return {
    Step: step,
    Steps: steps,
    ...(steps.length ? { Basis: basis } : {}),
    ...(await skillTestBalance(principal.organizationId, index, entries)),
  };
}

/** SetHelpAnsweringBalance: stored per organization; the next QandASimulate answers with it (no rebuild). */
export async function setAnsweringBalance(request: HelpBalanceRequest, principal: Principal): Promise<HelpBalance> {
  await answeringBalances.put(answeringBalanceKey(principal.organizationId), { Step: request.Step });
  return getAnsweringBalance(principal);
}
