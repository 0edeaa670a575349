import * as z from 'zod/mini';
import { email, id, kindError, optionalText, queryText, requiredText, version } from '../core/fields';
import { paged } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { searchQuery } from '../core/search';

/** The spec's numeric ScheduleType, sent as text by the form: 0 none, 1 hourly, 2 daily, 3 weekly. */
export const scheduleTypes = { '0': 'none', '1': 'hourly', '2': 'daily', '3': 'weekly' } as const;
export type ScheduleType = keyof typeof scheduleTypes;
export const SKILL_TESTS_PAGE_SIZE = 25;

const scheduleType = () =>
  z.pipe(
    z.transform((value) => (typeof value === 'number' ? String(value) : value === '' || value == null ? '0' : value)),
    z.enum(['0', '1', '2', '3'], { error: 'must be 0 (none), 1 (hourly), 2 (daily) or 3 (weekly)' }),
  );

/** Where an uploaded definition is: the Url /Media/UploadFiles answered (a path of this API, never another site). */
const definitionUrl = () =>
  z.string({ error: kindError('text') }).check(
    z.trim(),
    z.maxLength(500, 'must be at most 500 characters'),
    z.refine((url) => url === '' || /^\/Media\/Files\/[\w.-]+\.json$/i.test(url), {
      message: 'must be the address an upload answered (/Media/Files/….json)',
    }),
  );

const fields = /* @__PURE__ */ lazySchema(() => ({
  Id: id(),
  Name: requiredText(200),
  ScheduleType: scheduleType(),
  SendReportAsEmail: z._default(z.boolean({ error: 'must be true or false' }), false),
  ReportEmail: z._default(z.optional(z.union([z.literal(''), email()])), ''),
  Url: z._default(definitionUrl(), ''),
}));

const reportEmailRule = {
  message: 'is required when the report is sent by email',
  path: ['ReportEmail'],
};
const hasReportEmail = (test: { SendReportAsEmail: boolean; ReportEmail: string }) =>
  !test.SendReportAsEmail || test.ReportEmail !== '';

/** addSkillTest: the client's GUID; the definition is uploaded first (Url) or written later (TestDefinitionJson). */
export const skillTestInput = /* @__PURE__ */ lazySchema(() =>
  z
    .object({ ...fields, TestDefinitionJson: optionalText(1_000_000, { multiline: true }) })
    .check(z.refine(hasReportEmail, reportEmailRule)),
);
export const skillTestUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...fields, Version: z.optional(version()) }).check(z.refine(hasReportEmail, reportEmailRule)),
);
export type SkillTestInput = z.output<typeof skillTestInput>;
export type SkillTestUpdate = z.output<typeof skillTestUpdate>;

export const skillTestIdQuery = /* @__PURE__ */ lazySchema(() => z.object({ id: id() }));
/** GetTests pages and searches the whole list (Search). */
export const skillTestListQuery = { ...paged(searchQuery), searchable: true as const };

export const lastRunSummary = /* @__PURE__ */ lazySchema(() =>
  z.object({
    RunID: z.string(),
    StartedAt: z.string(),
    PassRate: z.number(),
    Status: z.string(),
  }),
);

export const skillTest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Id: z.string(),
    Name: z.string(),
    ScheduleType: z.string(),
    SendReportAsEmail: z.boolean(),
    ReportEmail: z.string(),
    Url: z.string(),
    TestDefinitionJson: z.string(),
    OrganizationID: z.string(),
    CreatedBy: z.string(),
    DateCreated: z.string(),
    DateLastUpdated: z.string(),
    LastRun: z.nullable(lastRunSummary),
    NextRunAt: z.nullable(z.string()),
    Version: z.number(),
  }),
);
export type SkillTest = z.infer<typeof skillTest>;

export const statusAnswer = /* @__PURE__ */ lazySchema(() => z.object({ Status: z.boolean(), Message: z.string() }));
export const testJsonAnswer = /* @__PURE__ */ lazySchema(() => z.extend(statusAnswer, { JsonData: z.string() }));

/** One step's result, as stored and shown on the result page. */
export const stepResult = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Index: z.number(),
    Say: z.string(),
    Expected: z.string(),
    ActualText: z.string(),
    MatchedHelpID: z.nullable(z.string()),
    MatchedQuestion: z.nullable(z.string()),
    Score: z.nullable(z.number()),
    LatencyMs: z.number(),
    Passed: z.boolean(),
    Failures: z.array(z.string()),
    /**
     * Additive (conversations): the context the step was asked in, as the steps before it left it (the topic, the
     * entry that answered last and its first question); absent when asked alone or first.
     */
    Context: z.optional(
      z.object({ Topic: z.optional(z.string()), HelpID: z.optional(z.string()), Entry: z.optional(z.string()) }),
    ),
    /** Additive: the topic the answer left the conversation in, and the follow-ups it offered. */
    Topic: z.optional(z.string()),
    FollowUps: z.optional(z.array(z.string())),
  }),
);
export type StepResult = z.infer<typeof stepResult>;

export const testRun = /* @__PURE__ */ lazySchema(() =>
  z.object({
    RunID: z.string(),
    TestId: z.string(),
    TestName: z.string(),
    StartedAt: z.string(),
    FinishedAt: z.string(),
    RunBy: z.string(),
    Trigger: z.enum(['manual', 'schedule']),
    Status: z.enum(['Passed', 'Failed']),
    StepCount: z.number(),
    PassedCount: z.number(),
    PassRate: z.number(),
  }),
);
export type TestRun = z.infer<typeof testRun>;

/** RunSingleTest's answer (spec part 2 §3): the first item says Status and Message; the run follows. */
export const runAnswerItem = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Status: z.string(),
    Message: z.string(),
    RunID: z.optional(z.string()),
    PassRate: z.optional(z.number()),
  }),
);

export const runQuery = /* @__PURE__ */ lazySchema(() => z.object({ RunID: id() }));
export const runDownloadQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    RunID: id(),
    Format: z.enum(['csv', 'junit'], { error: 'must be csv or junit' }),
  }),
);
export const fromHelpBody = /* @__PURE__ */ lazySchema(() => z.object({ Name: z.optional(requiredText(200)) }));
export const mediaUploadQuery = /* @__PURE__ */ lazySchema(() => z.object({ MediaType: queryText(100) }));
