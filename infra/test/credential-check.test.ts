import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialCheckPartitions, credentialCheckSchedule } from '../src/api/credential-check';
import { logicalIds, missingWebDist, synthesize, type Synthesized } from './synth';

/**
 * The deployed daily credential check (issue 29 item 17): an EventBridge Scheduler schedule invokes, once a day, the
 * Lambda running dailyCredentialCheck; its role may invoke that function only, and the function may do what the
 * check does and no more (no secret written, no table scanned, only the check outcomes' partitions written).
 */
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };
let s: Synthesized;
beforeAll(() => {
  s = synthesize('dev', missingWebDist, { bundle: false });
});
afterAll(() => s?.dispose());

const checkId = () =>
  logicalIds(
    s,
    'AWS::Lambda::Function',
    (p) => p.Description === "Switchboard dev: connections group's daily credential check",
  )[0]!;
const roleOf = (fnId: string) => (s.resources[fnId]!.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
const statementsOfRole = (roleId: string): Statement[] =>
  logicalIds(s, 'AWS::IAM::Policy', (p) => JSON.stringify(p.Roles).includes(`"${roleId}"`)).flatMap(
    (id) => (s.resources[id]!.Properties!.PolicyDocument as { Statement: Statement[] }).Statement,
  );

describe('the daily credential check', () => {
  it('is a schedule that invokes the check Lambda once a day with a role of its own', () => {
    const [scheduleId, ...others] = logicalIds(s, 'AWS::Scheduler::Schedule', (p) =>
      String(p.Description).includes('credential check'),
    );
    expect(others).toEqual([]);
    const schedule = s.resources[scheduleId!]!.Properties!;
    expect(schedule.ScheduleExpression).toBe(credentialCheckSchedule);
    expect(schedule.ScheduleExpression).toBe('cron(0 5 * * ? *)');
    expect(schedule.State ?? 'ENABLED').toBe('ENABLED');
    const target = schedule.Target as { Arn: unknown; RoleArn: { 'Fn::GetAtt': [string] } };
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [checkId(), 'Arn'] });
    const handler = s.resources[checkId()]!.Properties!;
    expect(handler.Handler).toBe('index.handler');
    expect(handler.Timeout).toBe(900);

    const invokeRole = target.RoleArn['Fn::GetAtt'][0];
    const trust = s.resources[invokeRole]!.Properties!.AssumeRolePolicyDocument as { Statement: Statement[] };
    expect(JSON.stringify(trust.Statement)).toContain('scheduler.amazonaws.com');
    expect(JSON.stringify(trust.Statement)).toContain('aws:SourceAccount');
    expect(statementsOfRole(invokeRole)).toEqual([
      { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [checkId(), 'Arn'] } },
    ]);
  });

  it('lets the check read connections and secrets, write only check outcomes, and mail from the SES identity', () => {
    const allowed = statementsOfRole(roleOf(checkId())).filter(
      (statement) => ![statement.Action].flat().every((action) => action.startsWith('logs:')),
    );
    const summary = allowed.map((statement) => ({
      actions: [statement.Action].flat().sort(),
      resource: JSON.stringify(statement.Resource),
      condition: statement.Condition,
    }));
    // The two index Queries (read only) share one statement: connections by type, an organization's users.
    expect(summary.map((entry) => entry.actions)).toEqual([
      ['dynamodb:Query'],
      ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
      ['secretsmanager:GetSecretValue'],
      ['ses:SendEmail', 'ses:SendRawEmail'],
    ]);
    expect(summary[0]!.resource).toContain('/index/ByType');
    expect(summary[0]!.resource).toContain('/index/ByUser');
    expect(summary[0]!.condition).toBeUndefined();
    expect(summary[1]!.condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': credentialCheckPartitions },
    });
    expect(summary[2]!.resource).toContain('secret:switchboard/dev/*');
    expect(summary[3]!.resource).toContain('MailIdentity');
  });
});
