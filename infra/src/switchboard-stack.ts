import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api, healthPath } from './api/http-api';
import { Buckets } from './data/buckets';
import { Tables, tableKeys } from './data/tables';
import { Alarms } from './ops/alarms';
import { paths } from './paths';
import { Site, type CustomDomain } from './site/distribution';
import { SiteDeployment } from './site/site-deployment';
import type { StageConfig } from './stage';

export interface SwitchboardStackProps extends StackProps {
  stage: StageConfig;
  /** The built console to upload; default web/dist of this repository. */
  webDist?: string;
  customDomain?: CustomDomain;
  alarmEmail?: string;
}

/** One stage of Switchboard: data, API, site, ops. */
export class SwitchboardStack extends Stack {
  readonly tables: Tables;
  readonly buckets: Buckets;
  readonly api: Api;
  readonly site: Site;

  constructor(scope: Construct, id: string, props: SwitchboardStackProps) {
    super(scope, id, { description: `Switchboard (${props.stage.name})`, ...props });
    const stage = props.stage;

    this.tables = new Tables(this, 'Tables', stage);
    this.buckets = new Buckets(this, 'Buckets', stage);
    this.api = new Api(this, 'Api', {
      stage,
      tables: this.tables,
      common: { STAGE: stage.name, SECURE_COOKIES: 'true', LOG_LEVEL: 'info' },
    });
    this.site = new Site(this, 'Site', {
      stage,
      siteBucket: this.buckets.site,
      logBucket: this.buckets.logs,
      httpApi: this.api.httpApi,
      extraApiPaths: [healthPath],
      customDomain: props.customDomain,
    });
    new SiteDeployment(this, 'SiteDeployment', {
      stage,
      bucket: this.buckets.site,
      distribution: this.site.distribution,
      webDist: props.webDist ?? paths.webDist,
    });
    new Alarms(this, 'Alarms', {
      stage,
      functions: this.api.functions,
      httpApi: this.api.httpApi,
      alarmEmail: props.alarmEmail,
    });

    const siteDomain = props.customDomain?.domainName ?? this.site.distribution.distributionDomainName;
    new CfnOutput(this, 'SiteUrl', { value: `https://${siteDomain}`, description: 'The console (and the API paths)' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.httpApi.apiEndpoint,
      description: 'The HTTP API itself (use the site URL: the session cookie is issued for it)',
    });
    for (const key of tableKeys) {
      new CfnOutput(this, `${key}Table`, {
        value: this.tables.byKey[key].tableName,
        description: `TABLE_${key.toUpperCase()}`,
      });
    }
    new CfnOutput(this, 'FilesBucket', { value: this.buckets.files.bucketName });
  }
}
