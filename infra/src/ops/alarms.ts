import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

export interface AlarmsProps {
  stage: StageConfig;
  functions: { name: string; function: IFunction }[];
  httpApi: IHttpApi;
  /** Subscribed to the alarm topic when given (-c alarmEmail=...). */
  alarmEmail?: string;
}

/** Alarms on every Lambda's errors and throttles and on the API's 5xx answers, published to an encrypted topic. */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    // A customer managed key: CloudWatch cannot publish to a topic encrypted with the AWS managed alias/aws/sns.
    const key = new Key(this, 'TopicKey', {
      description: `Switchboard ${props.stage.name}: encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: props.stage.removalPolicy,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: `Switchboard ${props.stage.name} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string) => {
      new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `Switchboard ${props.stage.name}: ${description}`,
      }).addAlarmAction(action);
    };
    const period = Duration.minutes(5);

    for (const { name, function: fn } of props.functions) {
      alarm(`${name}-Errors`, fn.metricErrors({ period }), 1, `the ${name} Lambda failed (errors in 5 minutes)`);
      alarm(`${name}-Throttles`, fn.metricThrottles({ period }), 1, `the ${name} Lambda was throttled`);
    }
    alarm('Api-5xx', props.httpApi.metricServerError({ period }), 5, 'the API answered 5xx (5+ in 5 minutes)');
  }
}
