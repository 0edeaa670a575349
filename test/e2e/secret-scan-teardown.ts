import { existsSync, readFileSync, rmSync } from 'node:fs';
import { SecretRegistry } from '../secret-registry';
import { E2E_PASSWORD } from './support';
import { runtimeLogFile, secretRegistryFile } from './secret-scan';

/** After the e2e run: the runtime's output (stdout and stderr, see playwright.config.ts) carries no registered secret. */
export default function scanRuntimeLog(): void {
  const registry = new SecretRegistry(secretRegistryFile()).load();
  registry.add(E2E_PASSWORD);
  rmSync(secretRegistryFile(), { force: true });
  if (!existsSync(runtimeLogFile())) throw new Error(`no runtime log to scan at ${runtimeLogFile()}`);
  const leaked = registry.foundIn(readFileSync(runtimeLogFile(), 'utf8'));
  if (leaked.length) throw new Error(`the e2e runtime's output carries secrets: ${leaked.join(', ')}`);
}
