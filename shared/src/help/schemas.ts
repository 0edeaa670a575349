import * as z from 'zod/mini';
import { withMeta } from '../core/meta';
import { EMPTY_GUID } from '../constants';
import { id, kindError, optionalText, queryText, textHygiene, version } from '../core/fields';
import { after, auditShape, dateTime, flag, momentOrder, optionalRef } from '../content/fields';
import { messages } from '../messages';
import { attributesJson } from './attributes';
import { helpExtraFields, helpExtraShape, TOPIC_MAX } from './entry-extras';
import { mediaTypes, mediaUrlProblem } from './media-url';
import { QUESTION_MAX_CHARS, QUESTION_SEPARATOR, questionList } from './questions';
import { lazySchema } from '../core/lazy-schema';
import { HELP_SEARCH_MAX } from './search';

export const HELP_DEFAULT_RELEASE = '1970-01-01T00:00:00Z';
export const HELP_DEFAULT_EXPIRY = '2100-01-01T00:00:00Z';
export const ANSWER_MAX_CHARS = 8000;

/** "none" is what the form's select says; stored as '' (the spec's empty media type). */
const mediaType = () =>
  z._default(
    z.pipe(
      z.transform((value) => (value === null || value === undefined || value === 'none' ? '' : value)),
      z.enum(mediaTypes, { error: 'must be none, image or video' }),
    ),
    '',
  );

const answer = () =>
  withMeta(
    z
      .string({ error: kindError('text') })
      .check(
        z.trim(),
        z.minLength(1, messages.msg_help_answer_required),
        z.maxLength(ANSWER_MAX_CHARS, `must be at most ${ANSWER_MAX_CHARS} characters`),
        z.superRefine(textHygiene({ multiline: true })),
      ),
    { multiline: true },
  );

const helpFields = /* @__PURE__ */ lazySchema(() => ({
  GroupID: optionalRef(),
  HelpType: optionalText(50),
  /** The questions, joined by ";". */
  ShortDescription: questionList(),
  /** The answer. */
  LongDescription: answer(),
  ReleaseTime: z._default(dateTime(), HELP_DEFAULT_RELEASE),
  ExpireTime: z._default(dateTime(), HELP_DEFAULT_EXPIRY),
  Active: flag(true),
  MediaType: mediaType(),
  MediaUrl: optionalText(2000),
  /** '' and null mean none: stored as the empty GUID, as the spec's default. */
  HelpCategoryID: z.pipe(
    optionalRef(),
    z.transform((value) => value || EMPTY_GUID),
  ),
  AttributesJSON: attributesJson(),
  ...helpExtraFields,
}));

type MediaFields = { MediaType: (typeof mediaTypes)[number]; MediaUrl: string };
/** Choosing no media clears the URL; a URL must fit its media type. */
const withMedia = <S extends z.ZodMiniType<MediaFields>>(schema: S) =>
  z.pipe(
    schema.check(
      z.superRefine((entry: MediaFields, context) => {
        const problem = mediaUrlProblem(entry.MediaType, entry.MediaUrl);
        if (problem) context.addIssue({ code: 'custom', message: problem, path: ['MediaUrl'] });
      }),
    ),
    z.transform((entry: z.output<S>) => (entry.MediaType === '' ? { ...entry, MediaUrl: '' } : entry)),
  );

const expiresAfterRelease = after<{ ReleaseTime: string; ExpireTime: string }>(
  'ExpireTime',
  'ReleaseTime',
  momentOrder,
);

export const helpInput = /* @__PURE__ */ lazySchema(() =>
  withMedia(z.object(helpFields).check(z.refine(...expiresAfterRelease))),
);
export const helpUpdate = /* @__PURE__ */ lazySchema(() =>
  withMedia(
    z.object({ ...helpFields, HelpID: id(), Version: z.optional(version()) }).check(z.refine(...expiresAfterRelease)),
  ),
);
/** DeleteHelp's body is the entry (its HelpID counts). */
export const helpRef = /* @__PURE__ */ lazySchema(() => z.looseObject({ HelpID: id() }));
/** GetHelp's filters: one category, and a search over every entry's questions, answer, topic and tags (search.ts). */
export const helpListQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({ categoryID: z.optional(id()), Search: z.optional(queryText(HELP_SEARCH_MAX)) }),
);

export const help = /* @__PURE__ */ lazySchema(() =>
  z.object({
    HelpID: z.string(),
    GroupID: z.string(),
    HelpType: z.string(),
    ShortDescription: z.string(),
    LongDescription: z.string(),
    ReleaseTime: z.string(),
    ExpireTime: z.string(),
    Active: z.boolean(),
    MediaType: z.string(),
    MediaUrl: z.string(),
    HelpCategoryID: z.string(),
    AttributesJSON: z.string(),
    ...helpExtraShape,
    ...auditShape,
  }),
);

export type Help = z.infer<typeof help>;
export type NewHelp = z.output<typeof helpInput>;
export type HelpChange = z.output<typeof helpUpdate>;
export type HelpRef = z.output<typeof helpRef>;
export type HelpFilter = z.output<typeof helpListQuery>;

/**
 * A conversation's context (issue 30): the topic the previous answers set (QnABot) and the entry that answered last,
 * whose follow-up prompts may be asked next (QnA Maker multi-turn). A client sends back the answer's Context as is.
 */
export const conversationContext = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Topic: z.optional(queryText(TOPIC_MAX)),
    HelpID: z.optional(id()),
  }),
);
export type ConversationContext = z.output<typeof conversationContext>;

/** A follow-up prompt of an answer: its text (asked when chosen) and the entry it leads to, when known. */
export const followUpPrompt = /* @__PURE__ */ lazySchema(() =>
  z.object({ Text: z.string(), HelpID: z.nullable(z.string()) }),
);
export type FollowUpPrompt = z.infer<typeof followUpPrompt>;

/** QandASimulate: a test question (spec part 2 §3 "Question request"). */
export const questionRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Question: z
      .pipe(
        queryText(500),
        z.transform((text) => text.trim()),
      )
      .check(z.refine((text) => text !== '', messages.msg_help_test_question_required)),
    QuestionType: optionalText(50),
    /** Additive: the conversation so far, as the previous answer's Context gave it (absent: a question alone). */
    Context: z.optional(conversationContext),
    /**
     * Additive: the option chosen from a clarification of this question (its HelpID): that entry answers, whatever
     * the engine would rank. An option's question may read the same as the others' ("who made this (Nexus)"), so
     * asking its text again could not say which was meant.
     */
    Chosen: z.optional(id()),
  }),
);
export type QuestionRequest = z.output<typeof questionRequest>;

/** An entry the engine found near a question (matched or not), as the console offers it for "add this phrasing". */
export const nearestEntry = /* @__PURE__ */ lazySchema(() =>
  z.object({ HelpID: z.string(), MatchedEntry: z.string(), Score: z.number() }),
);
export type NearestEntry = z.infer<typeof nearestEntry>;

/** An entry offered in a clarification: its id and its question closest to what was asked. */
export const clarifyOption = /* @__PURE__ */ lazySchema(() => z.object({ HelpID: z.string(), Question: z.string() }));
export type ClarifyOption = z.infer<typeof clarifyOption>;

/** The spec's answer {Text, ChartUrl, MediaUrl, MediaType}, plus what matched and how well (null on no match). */
export const questionAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /**
     * answer: Text answers (HelpID is the entry); clarify: the best entries are too close to tell apart, Text asks
     * which was meant and Options lists them (HelpID null); none: the no-match answer.
     */
    Kind: z.enum(['answer', 'clarify', 'none']),
    /** For clarify, the 2 or 3 entries to choose from, best first; empty otherwise. */
    Options: z.array(clarifyOption),
    /** Set when the answer comes from the previous index while a new one is built (content being refreshed). */
    Notice: z.optional(z.string()),
    Text: z.string(),
    ChartUrl: z.string(),
    MediaUrl: z.string(),
    MediaType: z.string(),
    HelpID: z.nullable(z.string()),
    /** The matched entry as the console names it (its first question), so no list has to be read to show it. */
    MatchedEntry: z.nullable(z.string()),
    MatchedQuestion: z.nullable(z.string()),
    Score: z.nullable(z.number()),
    Threshold: z.nullable(z.number()),
    /** Up to three entries nearest the question, best first, the matched one included (empty with no entries). */
    Nearest: z.array(nearestEntry),
    /** Additive: the matched entry's markdown answer (AltMarkdown), shown rendered instead of Text when present. */
    Markdown: z.optional(z.string()),
    /** Additive: the matched entry's response card; a button asks its Value as the next question. */
    Card: helpExtraShape.Card,
    /** Additive: the conversation's topic after this answer (the entry's topic, else the one it was in). */
    Topic: z.optional(z.string()),
    /** Additive: the matched entry's follow-up prompts (QnA Maker Prompts, QnABot next), in their order. */
    Prompts: z.optional(z.array(followUpPrompt)),
    /**
     * Additive: how the match was found when not among all entries: as a follow-up prompt of the previous answer, among
     * the entries of the conversation's topic, by its external id ("QID::…", as QnABot's buttons ask), or chosen
     * from a clarification's options.
     */
    MatchedVia: z.optional(z.enum(['follow-up', 'topic', 'id', 'choice'])),
    /** Additive: the context to send with the next question of this conversation. */
    Context: z.optional(conversationContext),
  }),
);
export type QuestionAnswer = z.infer<typeof questionAnswer>;

/**
 * AddHelpPhrasing: one more question for an entry ("add this phrasing to entry …" from a test question), appended on
 * the server so any entry can take it, however large the knowledge base and whoever edited the entry meanwhile.
 */
export const helpPhrasing = /* @__PURE__ */ lazySchema(() =>
  z.object({
    HelpID: id(),
    Question: z
      .pipe(
        queryText(QUESTION_MAX_CHARS),
        z.transform((text) => text.trim()),
      )
      .check(
        z.refine((text) => text !== '', messages.msg_help_test_question_required),
        z.refine(
          (text) => !text.includes(QUESTION_SEPARATOR),
          `must not contain "${QUESTION_SEPARATOR}" (it separates an entry's questions)`,
        ),
      ),
  }),
);
export type HelpPhrasing = z.output<typeof helpPhrasing>;
