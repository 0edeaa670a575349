import { createSwitchboardApp } from '../src/app';

// Run by the CDK CLI from the repository root (cdk.json): `cdk synth -c stage=dev`.
createSwitchboardApp().app.synth();
