import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { CredentialCheck } from './api/credential-check';
import { Endpoints, healthPath } from './api/endpoints';
import { Gateway } from './api/gateway';
import { HelpIndexBuilder } from './api/help-index-builder';
import { SkillTestSchedules } from './api/skill-test-schedules';
import { Buckets } from './data/buckets';
import { Tables, tableKeys } from './data/tables';
import { Alarms } from './ops/alarms';
import { paths } from './paths';
import { Site, type CustomDomain } from './site/distribution';
import { OriginSecret } from './site/origin-secret';
import { SiteDeployment } from './site/site-deployment';
import type { StageConfig } from './stage';

/** Sender used until -c mailFrom=... is given (SES sending itself comes with its own issue). */
export const placeholderMailFrom = 'no-reply@example.com';

export interface SwitchboardStackProps extends StackProps {
  stage: StageConfig;
  /** The built console to upload; default web/dist of this repository. */
  webDist?: string;
  customDomain?: CustomDomain;
  alarmEmail?: string;
  /** Sender of invitation mail; default no-reply@<custom domain>, else a placeholder (with a warning). */
  mailFrom?: string;
}

/** One stage of Switchboard: data, API, site, ops. */
export class SwitchboardStack extends Stack {
  readonly tables: Tables;
  readonly buckets: Buckets;
  readonly gateway: Gateway;
  readonly site: Site;
  readonly endpoints: Endpoints;

  constructor(scope: Construct, id: string, props: SwitchboardStackProps) {
    super(scope, id, { description: `Switchboard (${props.stage.name})`, ...props });
    const stage = props.stage;

    this.tables = new Tables(this, 'Tables', stage);
    this.buckets = new Buckets(this, 'Buckets', stage);
    this.gateway = new Gateway(this, 'Api', { stage });
    const originSecret = new OriginSecret(this, 'OriginSecret', { stage });
    this.site = new Site(this, 'Site', {
      originVerifyValue: originSecret.headerValue(),
      stage,
      siteBucket: this.buckets.site,
      logBucket: this.buckets.logs,
      httpApi: this.gateway.httpApi,
      extraApiPaths: [healthPath],
      customDomain: props.customDomain,
    });
    const siteUrl = `https://${props.customDomain?.domainName ?? this.site.distribution.distributionDomainName}`;

    const mailFrom =
      props.mailFrom ?? (props.customDomain ? `no-reply@${props.customDomain.domainName}` : placeholderMailFrom);
    if (mailFrom === placeholderMailFrom) {
      Annotations.of(this).addWarningV2(
        'switchboard:mail-from-placeholder',
        `Invitation mail is sent from ${placeholderMailFrom}: pass -c mailFrom=... (an SES-verified sender).`,
      );
    }
    // Invitation mail goes out through SES from this address; the users Lambda may send from it and nothing else.
    const mailIdentity = new EmailIdentity(this, 'MailIdentity', {
      identity: Identity.email(/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom),
    });
    const provided = {
      STAGE: stage.name,
      SECURE_COOKIES: 'true',
      LOG_LEVEL: 'info',
      // Set by CloudFront (ALL_VIEWER_EXCEPT_HOST_HEADER forwards it): the viewer's address for rate limits.
      // Trustworthy because requests that did not come through CloudFront are refused (ORIGIN_SECRET_ARN).
      CLIENT_ADDRESS_HEADER: 'cloudfront-viewer-address',
      ORIGIN_SECRET_ARN: originSecret.secret.secretArn,
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: mailFrom,
      CONSOLE_URL: siteUrl,
      SECRETS_PREFIX: `switchboard/${stage.name}/`,
      BUCKET_FILES: this.buckets.files.bucketName,
    };
    const buckets = { files: this.buckets.files };
    // Builds large organizations' help answering indexes outside the requests; the answering groups invoke it.
    const indexBuilder = new HelpIndexBuilder(this, 'HelpIndexBuilder', {
      stage,
      tables: this.tables,
      files: this.buckets.files,
      environment: { STAGE: stage.name, LOG_LEVEL: 'info' },
    });
    Object.assign(provided, indexBuilder.environment());
    // Scheduled skill tests: their schedule group, the runner Lambda the schedules invoke, and its invoke role.
    const schedules = new SkillTestSchedules(this, 'SkillTestSchedules', {
      stage,
      tables: this.tables,
      buckets,
      provided,
      mailIdentityArn: mailIdentity.emailIdentityArn,
    });
    this.endpoints = new Endpoints(this, 'Endpoints', {
      stage,
      httpApi: this.gateway.httpApi,
      tables: this.tables,
      provided: { ...provided, ...schedules.environment() },
      mailIdentityArn: mailIdentity.emailIdentityArn,
      buckets,
    });
    // The groups whose skill-test operations create, change and remove a test's schedule.
    for (const { name, function: fn } of this.endpoints.functions) {
      if (name === 'relay' || name === 'skilltests') schedules.manage(fn);
      if (name === 'help' || name === 'relay' || name === 'skilltests') indexBuilder.allowInvoke(fn);
    }
    indexBuilder.allowInvoke(schedules.runner);
    // The daily credential check of every connection (issue 29 item 17): a schedule and the Lambda it invokes.
    const credentialCheck = new CredentialCheck(this, 'CredentialCheck', {
      stage,
      tables: this.tables,
      provided,
      mailIdentityArn: mailIdentity.emailIdentityArn,
    });

    new SiteDeployment(this, 'SiteDeployment', {
      stage,
      bucket: this.buckets.site,
      distribution: this.site.distribution,
      webDist: props.webDist ?? paths.webDist,
    });
    const alarms = new Alarms(this, 'Alarms', {
      stage,
      functions: [
        ...this.endpoints.functions,
        { name: 'skill-test-runner', function: schedules.runner },
        { name: 'help-index-builder', function: indexBuilder.function },
        { name: 'help-index-encoder', function: indexBuilder.encoder.function },
        { name: 'credential-check', function: credentialCheck.function },
      ],
      httpApi: this.gateway.httpApi,
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The console (and the API paths)' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.gateway.httpApi.apiEndpoint,
      description: 'The HTTP API itself (use the site URL: the session cookie is issued for it)',
    });
    for (const key of tableKeys) {
      new CfnOutput(this, `${key}Table`, {
        value: this.tables.byKey[key].tableName,
        description: `TABLE_${key.toUpperCase()}`,
      });
    }
    new CfnOutput(this, 'FilesBucket', { value: this.buckets.files.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn, description: 'Subscribe to get alarms' });
  }
}
