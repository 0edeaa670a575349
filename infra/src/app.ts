import { App, Tags, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { CustomDomain } from './site/distribution';
import { stageConfig } from './stage';
import { SwitchboardStack } from './switchboard-stack';

export interface SwitchboardAppOptions {
  /** Where to find the built console; default web/dist. */
  webDist?: string;
}

function optionalString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The CDK app: one stack, Switchboard-<stage>, for the stage given as context (-c stage=dev|prod), checked by
 * cdk-nag's AwsSolutions rules. Optional context: domainName + certificateArn (us-east-1), alarmEmail, mailFrom.
 */
export function createSwitchboardApp(props: AppProps = {}, options: SwitchboardAppOptions = {}) {
  const app = new App(props);
  const stage = stageConfig(app.node.tryGetContext('stage'));
  const domainName = optionalString(app, 'domainName');
  const certificateArn = optionalString(app, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      'Pass both -c domainName=... and -c certificateArn=... (an ACM certificate in us-east-1), or neither',
    );
  }
  const customDomain: CustomDomain | undefined =
    domainName && certificateArn ? { domainName, certificateArn } : undefined;

  const stack = new SwitchboardStack(app, `Switchboard-${stage.name}`, {
    stage,
    webDist: options.webDist,
    customDomain,
    alarmEmail: optionalString(app, 'alarmEmail'),
    mailFrom: optionalString(app, 'mailFrom'),
  });
  Tags.of(app).add('project', 'switchboard');
  Tags.of(app).add('stage', stage.name);
  // Acknowledged findings are also written into the template (Metadata.cdk_nag), with their reasons, for audit.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  return { app, stack };
}
