import { bundleLambdaSync } from '@switchboard/functions/build';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { dirname, relative } from 'node:path';
import { repoRoot } from '../paths';

/**
 * A Lambda's code: its entry bundled by functions/build.mjs (the options the bench measures), built locally when the
 * stack synthesizes. Not NodejsFunction: its esbuild command always writes one --outfile, and esbuild's code splitting
 * needs an output folder. Split, a cold start loads the group's router and shared code; each route's service is a
 * chunk loaded on the route's first call (test/bench/README.md, "Cold start").
 */
export function bundledCode(entry: string): Code {
  return Code.fromAsset(dirname(entry), {
    // The bundle's own hash.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Unused by the bundling itself: CDK keys its staging cache by folder and options, and two entries share a folder.
      environment: { SWITCHBOARD_ENTRY: relative(repoRoot, entry) },
      // Never run: local bundling always succeeds or throws (DESIGN §6: bundled with the local esbuild, never Docker).
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22'),
      local: {
        tryBundle(outputDir: string) {
          bundleLambdaSync(entry, outputDir);
          return true;
        },
      },
    },
  });
}
