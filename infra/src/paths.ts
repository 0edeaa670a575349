import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (the npm workspace root): NodejsFunction's projectRoot and the base of every path below. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const paths = {
  lockFile: join(repoRoot, 'package-lock.json'),
  cdkJson: join(repoRoot, 'cdk.json'),
  webDist: join(repoRoot, 'web', 'dist'),
  groupEntry: (group: string) => join(repoRoot, 'functions', 'src', 'groups', group, 'handler.ts'),
};
