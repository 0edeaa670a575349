import { groupEnvironments, type EnvGroup } from '@switchboard/functions/config/env';
import { groupsWithRoutes, tableEnvVar, tables, type TableKey } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWebDist, logicalIds, removeFixtureWebDist, synthesize, type Synthesized } from './synth';

/**
 * Issue 15 item 8, the deployment limits as groups grow: the stack's resource count (CloudFormation allows 500 a
 * stack; we stop at 400 while about 70 routes are still coming), and each group's role touching only what its
 * environment schema declares: its TABLE_X tables, secrets under SECRETS_PREFIX, the SES identity when it mails
 * (MAIL_TRANSPORT), buckets named by BUCKET_X, and its own log group.
 */
const RESOURCE_LIMIT = 400;

let s: Synthesized;
beforeAll(() => {
  // prod: the built console adds the site upload's resources, so it is the larger stack.
  s = synthesize('prod', fixtureWebDist(), { bundle: false });
});
afterAll(() => {
  s?.dispose();
  removeFixtureWebDist();
});

describe('Switchboard-prod limits', () => {
  it(`stays at or under ${RESOURCE_LIMIT} resources`, () => {
    const count = Object.keys(s.resources).length;
    const byType = Object.values(s.resources).reduce<Record<string, number>>((counts, r) => {
      counts[r.Type] = (counts[r.Type] ?? 0) + 1;
      return counts;
    }, {});
    const largest = Object.entries(byType)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([type, n]) => `${type} ${n}`);
    console.log(`Switchboard-prod: ${count} resources (limit ${RESOURCE_LIMIT}; largest: ${largest.join(', ')})`);
    expect(count).toBeLessThanOrEqual(RESOURCE_LIMIT);
  });

  describe.each(groupsWithRoutes() as EnvGroup[])("the %s group's role", (group) => {
    const variables = Object.keys(groupEnvironments[group].shape);
    const declaredTables = (Object.keys(tables) as TableKey[]).filter((key) => variables.includes(tableEnvVar(key)));
    const declaredBuckets = variables.filter((name) => name.startsWith('BUCKET_')).map((name) => name.slice(7));

    it('touches only the tables, buckets, secrets, mail identity and log group its group declares', () => {
      const [fnId] = logicalIds(
        s,
        'AWS::Lambda::Function',
        (p) => p.Description === `Switchboard prod: ${group} endpoints`,
      );
      const fn = s.resources[fnId!]!.Properties!;
      const roleId = (fn.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      const ownLogGroup = JSON.stringify(fn.LoggingConfig);
      const statements = logicalIds(s, 'AWS::IAM::Policy', (p) =>
        JSON.stringify(p.Roles).includes(`"${roleId}"`),
      ).flatMap(
        (id) => (s.resources[id]!.Properties!.PolicyDocument as { Statement: { Resource: unknown }[] }).Statement,
      );
      expect(statements.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const statement of statements) {
        for (const resource of [statement.Resource].flat()) {
          const text = JSON.stringify(resource);
          const referenced = [...text.matchAll(/"(?:Ref|Fn::GetAtt)":\[?"([^"]+)"/g)]
            .map((m) => m[1]!)
            .filter((id) => !id.startsWith('AWS::'));
          if (text === '"*"') problems.push('a statement on every resource ("*")');
          if (text.includes(':secret:')) {
            if (!variables.includes('SECRETS_PREFIX')) problems.push(`secrets without SECRETS_PREFIX: ${text}`);
            else if (!text.includes(':secret:switchboard/prod/'))
              problems.push(`secrets outside the stage's prefix: ${text}`);
          }
          for (const id of referenced) {
            const type = s.resources[id]?.Type;
            const table = (Object.keys(tables) as TableKey[]).find((key) => id.startsWith(`Tables${key}`));
            if (type === 'AWS::DynamoDB::Table' && table && declaredTables.includes(table)) continue;
            if (
              type === 'AWS::S3::Bucket' &&
              declaredBuckets.some((name) => id.toLowerCase().startsWith(`buckets${name.toLowerCase()}`))
            )
              continue;
            if (type === 'AWS::Logs::LogGroup' && ownLogGroup.includes(`"${id}"`)) continue;
            if (type === 'AWS::SES::EmailIdentity' && variables.includes('MAIL_TRANSPORT')) continue;
            // The role the skill tests' schedules invoke their runner with, passed (only) by groups that manage them.
            if (
              type === 'AWS::IAM::Role' &&
              id.startsWith('SkillTestSchedules') &&
              variables.includes('SCHEDULE_ROLE_ARN')
            )
              continue;
            // The help answering index builder, invoked (only) by the groups that answer questions.
            if (
              type === 'AWS::Lambda::Function' &&
              id.startsWith('HelpIndexBuilder') &&
              variables.includes('HELP_INDEX_BUILDER_ARN')
            )
              continue;
            // The CloudFront origin header's secret, read (only) by every group to refuse calls that bypass CloudFront.
            if (
              type === 'AWS::SecretsManager::Secret' &&
              id.startsWith('OriginSecret') &&
              variables.includes('ORIGIN_SECRET_ARN')
            )
              continue;
            problems.push(`${type ?? 'unknown'} ${id}`);
          }
        }
      }
      expect(problems, `undeclared resources of ${group}`).toEqual([]);
    });
  });
});
