import { z } from 'zod';
import type { Group } from '@switchboard/shared';

/**
 * One zod schema per Lambda's environment. The CDK construct is typed by and parses against the same schema,
 * so a missing variable fails the synth, not production. The local runtime fills the same variables.
 */
const name = z.string().min(1);

const base = z.object({
  STAGE: z.enum(['local', 'dev', 'prod']),
  TABLE_IDENTITY: name,
  TABLE_ENTITIES: name,
  /** "true" when the console is served over https (adds Secure to the session cookie). */
  SECURE_COOKIES: z.enum(['true', 'false']),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export const groupEnvironments = {
  account: base,
  billing: base,
} satisfies Partial<Record<Group, z.ZodObject>>;

export type EnvGroup = keyof typeof groupEnvironments;
export type GroupEnvironment<G extends EnvGroup> = z.input<(typeof groupEnvironments)[G]>;
export type BaseEnvironment = z.output<typeof base>;

let cached: BaseEnvironment | undefined;

/** The validated environment of this process (read once). */
export function env(): BaseEnvironment {
  cached ??= base.parse(process.env);
  return cached;
}

export function resetEnvForTests(): void {
  cached = undefined;
}
