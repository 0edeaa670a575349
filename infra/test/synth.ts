import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createSwitchboardApp } from '../src/app';
import { paths } from '../src/paths';
import type { StageName } from '../src/stage';
import type { SwitchboardStack } from '../src/switchboard-stack';

export interface Violation {
  ruleName: string;
  description?: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
}

export interface PluginReport {
  pluginName: string;
  conclusion: string;
  violations: Violation[];
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

export interface Synthesized {
  stack: SwitchboardStack;
  template: Template;
  /** The raw template, for walking references. */
  resources: Record<string, { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }>;
  outdir: string;
  /** CDK's validation report (cdk-nag's AwsSolutions pack and the construct annotations); empty when all is clean. */
  pluginReports: PluginReport[];
  acknowledgements: Acknowledgement[];
  /** Removes the cloud assembly (bundles included) from the temp folder. */
  dispose(): void;
}

/** A stand-in for web/dist: an index.html and one hashed asset (made once per test file). */
let fixture: string | undefined;
export function fixtureWebDist(): string {
  if (fixture) return fixture;
  const dir = (fixture = mkdtempSync(join(tmpdir(), 'switchboard-web-')));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Switchboard</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("console");');
  return dir;
}

export function removeFixtureWebDist(): void {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
}

/** Where no web build exists. */
export const missingWebDist = join(tmpdir(), 'switchboard-web-not-built');

export interface SynthOptions {
  /** Extra context, as `cdk synth -c name=value` would give it. */
  context?: Record<string, string>;
  /**
   * Bundle the Lambdas with esbuild, as `cdk deploy` does (the default). Tests that read only the template leave
   * it out: the template is the same but for the assets' hashes, and a bundled synth takes 20–40 s here instead of
   * 3 (it is what `cdk synth --exclusively`/`cdk list` do: the `aws:cdk:bundling-stacks` context). stack.test.ts
   * bundles both stages and reads the bundles.
   */
  bundle?: boolean;
}

/** Context that leaves every stack's Lambdas unbundled (CDK's `aws:cdk:bundling-stacks`: no stack bundles). */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

/** The app exactly as `cdk synth -c stage=<stage>` builds it (cdk.json's feature flags), synthesized once. */
export function synthesize(stage: StageName, webDist: string, options: SynthOptions = {}): Synthesized {
  const { context = {}, bundle = true } = options;
  const cdkJson = JSON.parse(readFileSync(paths.cdkJson, 'utf8')) as { context: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), `switchboard-${stage}-`));
  const bundlingStacks = bundle ? {} : SKIP_BUNDLING;
  const { app, stack } = createSwitchboardApp(
    { context: { ...cdkJson.context, ...context, ...bundlingStacks, stage }, outdir },
    { webDist },
  );
  const assembly = app.synth();
  const json = assembly.getStackByName(stack.stackName).template as { Resources: Synthesized['resources'] };
  const reportFile = join(assembly.directory, 'validation-report.json');
  const pluginReports = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { pluginReports: PluginReport[] }).pluginReports
    : [];
  const acknowledgements: Acknowledgement[] = [];
  for (const construct of app.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        acknowledgements.push({ path: construct.node.path, id: id.replace(/^annotation::/i, ''), reason });
      }
    }
  }
  return {
    stack,
    template: Template.fromJSON(json),
    resources: json.Resources,
    outdir: assembly.directory,
    pluginReports,
    acknowledgements,
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/** Logical ids of the resources of a type whose properties match a predicate. */
export function logicalIds(
  synthesized: Synthesized,
  type: string,
  predicate: (properties: Record<string, unknown>) => boolean = () => true,
): string[] {
  return Object.entries(synthesized.resources)
    .filter(([, resource]) => resource.Type === type && predicate(resource.Properties ?? {}))
    .map(([id]) => id);
}
