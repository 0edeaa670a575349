import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderPartitions } from '../src/api/help-index-builder';
import { fixtureWebDist, logicalIds, removeFixtureWebDist, synthesize, type Synthesized } from './synth';

/**
 * The help answering index builder (issue 13): a Lambda long and large enough for a 10,000-entry build, touching
 * only the organizations' help items of the Entities table and the snapshots of the Files bucket; the API's
 * answering groups (and the scheduled skill-test runner) may invoke it, the others may not.
 */
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
let s: Synthesized;
beforeAll(() => {
  s = synthesize('dev', fixtureWebDist(), { bundle: false });
});
afterAll(() => {
  s?.dispose();
  removeFixtureWebDist();
});

const functionId = (description: string) =>
  logicalIds(s, 'AWS::Lambda::Function', (p) => p.Description === description)[0]!;
const builderId = () => functionId('Switchboard dev: builds help answering indexes');
const encoderId = () => functionId('Switchboard dev: encodes help questions for index builds');

function statementsOf(fnId: string): Statement[] {
  const fn = s.resources[fnId]!.Properties!;
  const roleId = (fn.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  return logicalIds(s, 'AWS::IAM::Policy', (p) => JSON.stringify(p.Roles).includes(`"${roleId}"`)).flatMap(
    (id) => (s.resources[id]!.Properties!.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}
const invokesBuilder = (fnId: string) =>
  statementsOf(fnId).some(
    (statement) =>
      [statement.Action].flat().includes('lambda:InvokeFunction') &&
      JSON.stringify(statement.Resource).includes(`"${builderId()}"`),
  );

describe('the help index builder Lambda', () => {
  it('runs 15 minutes with 1,769 MB and the answering model layer, without retries', () => {
    const fn = s.resources[builderId()]!.Properties!;
    expect(fn.Timeout).toBe(900);
    expect(fn.MemorySize).toBe(1769);
    expect((fn.Layers as unknown[]).length).toBe(1);
    const variables = Object.keys((fn.Environment as { Variables: Record<string, unknown> }).Variables).sort();
    expect(variables).toEqual([
      'BUCKET_FILES',
      'HELP_INDEX_ENCODER_ARN',
      'LOG_LEVEL',
      'MODEL_MODULES_DIR',
      'STAGE',
      'TABLE_ENTITIES',
    ]);
    const [config] = logicalIds(s, 'AWS::Lambda::EventInvokeConfig', (p) =>
      JSON.stringify(p.FunctionName).includes(`"${builderId()}"`),
    );
    expect(s.resources[config!]!.Properties!.MaximumRetryAttempts).toBe(0);
  });

  it('reads and writes only help partitions of the Entities table and help-index/ objects of the Files bucket, and invokes only the encoder function', () => {
    const problems: string[] = [];
    for (const statement of statementsOf(builderId())) {
      const actions = [statement.Action].flat();
      const resource = JSON.stringify(statement.Resource);
      if (actions.every((action) => action.startsWith('logs:'))) continue;
      if (actions.every((action) => action.startsWith('dynamodb:'))) {
        expect(actions.sort()).toEqual([
          'dynamodb:DeleteItem',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
        ]);
        expect(resource).toMatch(/TablesEntities/);
        expect(resource).not.toContain('index/');
        expect(statement.Condition).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': builderPartitions },
        });
        continue;
      }
      if (actions.every((action) => action.startsWith('lambda:'))) {
        expect(actions).toEqual(['lambda:InvokeFunction']);
        expect(statement.Resource).toEqual({ 'Fn::GetAtt': [encoderId(), 'Arn'] });
        continue;
      }
      if (actions.every((action) => action.startsWith('s3:'))) {
        expect(actions.sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
        expect(resource).toMatch(/BucketsFiles.*\/help-index\/\*/);
        continue;
      }
      problems.push(`${actions.join(',')} on ${resource}`);
    }
    expect(problems).toEqual([]);
  });

  it('may be invoked by the help, relay and skill tests Lambdas and the scheduled runner, not by the others', () => {
    for (const group of ['help', 'relay', 'skilltests']) {
      expect(invokesBuilder(functionId(`Switchboard dev: ${group} endpoints`)), group).toBe(true);
    }
    expect(invokesBuilder(functionId('Switchboard dev: scheduled skill-test runner'))).toBe(true);
    for (const group of ['account', 'users', 'content', 'media']) {
      expect(invokesBuilder(functionId(`Switchboard dev: ${group} endpoints`)), group).toBe(false);
    }
    const help = s.resources[functionId('Switchboard dev: help endpoints')]!.Properties!;
    expect(JSON.stringify(help.Environment)).toContain(`"HELP_INDEX_BUILDER_ARN":{"Fn::GetAtt":["${builderId()}"`);
  });

  it('fans its encoding out to an encoder function that may write its own logs and nothing else, invoked by the builder only', () => {
    const encoder = s.resources[encoderId()]!.Properties!;
    expect(encoder.MemorySize).toBe(1769);
    expect(encoder.Timeout).toBe(120);
    expect((encoder.Layers as unknown[]).length).toBe(1);
    const variables = (encoder.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['LOG_LEVEL', 'MODEL_MODULES_DIR', 'STAGE']);
    const builder = s.resources[builderId()]!.Properties!.Environment as { Variables: Record<string, unknown> };
    expect(builder.Variables.HELP_INDEX_ENCODER_ARN).toEqual({ 'Fn::GetAtt': [encoderId(), 'Arn'] });
    const granted = statementsOf(encoderId()).flatMap((statement) => [statement.Action].flat());
    expect(granted.length).toBeGreaterThan(0);
    expect(granted.filter((action) => !action.startsWith('logs:'))).toEqual([]);
    const invokers = logicalIds(s, 'AWS::IAM::Policy', (p) =>
      JSON.stringify(p.PolicyDocument).includes(`"${encoderId()}"`),
    );
    const invokingRoles = invokers.flatMap((id) => s.resources[id]!.Properties!.Roles as { Ref: string }[]);
    const builderRole = (s.resources[builderId()]!.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    expect(invokingRoles).toEqual([{ Ref: builderRole }]);
  });

  it('expires old help index snapshots in the Files bucket (the backstop of the cleanup), never the current one', () => {
    const [files] = logicalIds(s, 'AWS::S3::Bucket').filter((id) => id.startsWith('BucketsFiles'));
    const rules = (s.resources[files!]!.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] })
      .Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'help-index/', NoncurrentVersionExpiration: { NoncurrentDays: 1 } }),
    );
    // A current snapshot that expired would make a large, quiet organization's next question wait for a rebuild.
    expect(rules.find((rule) => rule.Prefix === 'help-index/')).not.toHaveProperty('ExpirationInDays');
  });
});
