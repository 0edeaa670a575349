import * as z from 'zod/mini';
import { lazySchema, type Group } from '@switchboard/shared';

/**
 * One zod schema per Lambda's environment. The CDK construct is typed by and parses against the same schema,
 * so a missing variable fails the synth, not production. The local runtime fills the same variables.
 */
const name = /* @__PURE__ */ lazySchema(() => z.string().check(z.minLength(1)));

const base = /* @__PURE__ */ lazySchema(() =>
  z.object({
    STAGE: z.enum(['local', 'dev', 'prod']),
    TABLE_IDENTITY: name,
    TABLE_ENTITIES: name,
    /** Every group writes usage logs (every write is one). */
    TABLE_LOGS: name,
    /** "true" when the console is served over https (adds Secure to the session cookie). */
    SECURE_COOKIES: z.enum(['true', 'false']),
    LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error']), 'info'),
    /**
     * Request header carrying the client's address (deployed: cloudfront-viewer-address, set by CloudFront);
     * without it the connection's source address counts. Used for the sign-in and registration rate limits.
     */
    CLIENT_ADDRESS_HEADER: z.optional(z.string()),
    /** Sign-ins (and, separately, registrations and password changes) allowed per client address in any minute. */
    SIGNIN_RATE_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.positive()), 30),
    /**
     * Deployed: the Secrets Manager secret whose value CloudFront sends as X-Origin-Verify; requests without it (the
     * execute-api endpoint called directly) are refused, so CLIENT_ADDRESS_HEADER cannot be forged. Unset locally.
     */
    ORIGIN_SECRET_ARN: z.optional(z.string()),
  }),
);

/** Where invitation mail goes: SES when deployed, a folder of .eml files on one machine. */
const mail = /* @__PURE__ */ lazySchema(() =>
  z.object({
    MAIL_TRANSPORT: z.enum(['ses', 'outbox']),
    MAIL_FROM: z.string().check(z.minLength(3)),
    /** Local outbox folder (MAIL_TRANSPORT=outbox). */
    MAIL_OUTBOX_DIR: z.optional(z.string()),
    /** The console's public URL, for links in mail (e.g. https://d111.cloudfront.net). */
    CONSOLE_URL: z.url(),
  }),
);

/** Skill tests: definitions in the Files bucket, reports by mail, and (deployed) their EventBridge schedules. */
const skillTests = /* @__PURE__ */ lazySchema(() =>
  z.object({
    BUCKET_FILES: name,
    /** The Scheduler group of the tests' schedules, the runner Lambda they target and the role they invoke it with. */
    SCHEDULE_GROUP: z.optional(z.string()),
    SCHEDULE_TARGET_ARN: z.optional(z.string()),
    SCHEDULE_ROLE_ARN: z.optional(z.string()),
  }),
);

/**
 * Groups that answer questions load the answering model's packages (@energetic-ai/*: code, WebAssembly, weights)
 * from this node_modules folder, not from their bundle: deployed, the model layer's /opt/nodejs/node_modules (set by
 * the construct); unset, Node's own resolution from the encoder's source (the repository's node_modules).
 */
const answeringModel = /* @__PURE__ */ lazySchema(() =>
  z.object({ MODEL_MODULES_DIR: z.optional(z.string().check(z.minLength(1))) }),
);

/**
 * Groups that answer questions start the build job of a large organization's answering index: deployed, an
 * asynchronous invoke of the builder Lambda named here; unset (one machine), the local runtime's worker thread.
 */
const helpIndexJob = /* @__PURE__ */ lazySchema(() =>
  z.object({ HELP_INDEX_BUILDER_ARN: z.optional(z.string().check(z.minLength(1))) }),
);

/** The help index builder Lambda (help-index-builder.ts): the help items it reads, the snapshots it writes. */
export const helpIndexBuilderEnvironment = /* @__PURE__ */ lazySchema(() =>
  z.object({
    STAGE: base.shape.STAGE,
    TABLE_ENTITIES: name,
    BUCKET_FILES: name,
    LOG_LEVEL: base.shape.LOG_LEVEL,
    ...answeringModel.shape,
    /** Deployed: the encoder Lambda a build fans its questions out to (unset: the builder encodes them itself). */
    HELP_INDEX_ENCODER_ARN: z.optional(z.string().check(z.minLength(1))),
  }),
);
export type HelpIndexBuilderEnvironment = z.input<typeof helpIndexBuilderEnvironment>;

/** The help index encoder Lambda (help-index-builder.ts): encodes the chunks of a build's questions, touches no data. */
export const helpIndexEncoderEnvironment = /* @__PURE__ */ lazySchema(() =>
  z.object({ STAGE: base.shape.STAGE, LOG_LEVEL: base.shape.LOG_LEVEL, ...answeringModel.shape }),
);
export type HelpIndexEncoderEnvironment = z.input<typeof helpIndexEncoderEnvironment>;

export const groupEnvironments = /* @__PURE__ */ lazySchema(
  () =>
    ({
      account: base,
      billing: base,
      content: base,
      help: z.extend(base, { BUCKET_FILES: name, ...answeringModel.shape, ...helpIndexJob.shape }),
      logs: base,
      users: z.extend(base, mail.shape),
      catalogue: z.extend(base, { TABLE_CATALOGUE: name }),
      relay: z.extend(base, {
        TABLE_CATALOGUE: name,
        SECRETS_PREFIX: name,
        ...skillTests.shape,
        ...mail.shape,
        ...answeringModel.shape,
        ...helpIndexJob.shape,
      }),
      skilltests: z.extend(base, {
        ...skillTests.shape,
        ...mail.shape,
        ...answeringModel.shape,
        ...helpIndexJob.shape,
      }),
      media: z.extend(base, { BUCKET_FILES: name }),
      /** Setup and settings: the catalogue (systems, setting definitions), connection and setting secrets, credential checks. */
      organization: z.extend(base, {
        TABLE_CATALOGUE: name,
        SECRETS_PREFIX: name,
        OUTBOUND_ALLOWED_HOSTS: z.optional(z.string()),
      }),
      connections: z.extend(base, {
        TABLE_CATALOGUE: name,
        /** Prefix of the connections' Secrets Manager secrets (e.g. switchboard/prod/); the Lambda may touch only these. */
        SECRETS_PREFIX: name,
        /** Hosts outbound checks may reach although private or plain http (comma-separated; empty in production). */
        OUTBOUND_ALLOWED_HOSTS: z.optional(z.string()),
        /** Credential health mails the OrgAdmins (the console's public URL is also where OAuth providers return). */
        ...mail.shape,
      }),
    }) satisfies Partial<Record<Group, z.ZodMiniObject>>,
);

export type EnvGroup = keyof typeof groupEnvironments;
export type GroupEnvironment<G extends EnvGroup> = z.input<(typeof groupEnvironments)[G]>;
export type BaseEnvironment = z.output<typeof base>;

export type MailEnvironment = z.output<typeof mail>;

let cachedBase: BaseEnvironment | undefined;
let cachedMail: MailEnvironment | undefined;

/** The validated environment of this process (read once). */
export function env(): BaseEnvironment {
  cachedBase ??= base.parse(process.env);
  return cachedBase;
}

export function mailEnv(): MailEnvironment {
  cachedMail ??= mail.parse(process.env);
  return cachedMail;
}

/** Where the answering model's packages load from (undefined: Node's resolution from the caller). */
export function modelModulesDir(): string | undefined {
  return answeringModel.parse(process.env).MODEL_MODULES_DIR;
}
