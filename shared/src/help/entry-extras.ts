import * as z from 'zod/mini';
import { textHygiene } from '../core/fields';
import { isHttpUrl } from '../content/fields';
import { lazySchema } from '../core/lazy-schema';

/**
 * What a help entry keeps from the knowledge bases people bring (QnABot, QnA Maker, Azure question answering):
 * additive optional fields beside the spec's, never defaulted, so an edit in the form (which does not send them)
 * keeps what is stored. Export writes them back, so a file round-trips.
 */
export const EXTERNAL_ID_MAX = 200;
/** What an organization's help may grow to (DESIGN §10): entries, and questions across them. */
export const HELP_ENTRIES_MAX = 20_000;
export const HELP_QUESTIONS_MAX = 100_000;
export const TOPIC_MAX = 100;
export const TAGS_MAX = 50;
export const ALT_MAX_CHARS = 8000;
/** Kept fields (QnABot l/args, QnA Maker Prompts, IsContextOnly, Source…) as compact JSON, at most this long. */
export const KEPT_MAX_CHARS = 20_000;

const multiline = { multiline: true };
const normalized = (text: string) => text.replace(/\r\n?/g, '\n');

const checkedText = (max: number, rule: { multiline?: boolean } = {}) =>
  z.string().check(
    z.overwrite((text) => (rule.multiline ? normalized(text) : text).trim()),
    z.maxLength(max, `must be at most ${max} characters`),
    z.superRefine(textHygiene(rule)),
  );
const extraText = (max: number, rule: { multiline?: boolean } = {}) => z.optional(checkedText(max, rule));

const cardUrl = () =>
  z.string().check(
    z.maxLength(2000, 'must be at most 2000 characters'),
    z.refine((text) => text === '' || isHttpUrl(text), 'must be an http(s) URL'),
  );

/** A response card (QnABot's `r`): title, subtitle, image and buttons whose value is asked when chosen. */
export const helpCard = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Title: z._default(checkedText(200), ''),
    SubTitle: z._default(checkedText(500), ''),
    ImageUrl: z._default(cardUrl(), ''),
    Buttons: z._default(
      z
        .array(z.object({ Text: z.string().check(z.maxLength(200)), Value: z.string().check(z.maxLength(1000)) }))
        .check(z.maxLength(20, 'must hold at most 20 buttons')),
      [],
    ),
  }),
);
export type HelpCard = z.output<typeof helpCard>;

/** The fields an entry may keep beyond the spec's (all optional; see the file's comment). */
export const helpExtraFields = /* @__PURE__ */ lazySchema(() => ({
  /** The id the entry has in the knowledge base it came from (QnABot qid, QnA Maker QnaId). */
  ExternalID: extraText(EXTERNAL_ID_MAX),
  /** A question is unique within its topic (QnABot `t`). */
  Topic: z.optional(checkedText(TOPIC_MAX).check(z.refine((text) => !text.includes(';'), 'must not contain ";"'))),
  Tags: z.optional(
    z
      .array(checkedText(100).check(z.minLength(1, 'must not be empty')))
      .check(z.maxLength(TAGS_MAX, `must hold at most ${TAGS_MAX} tags`)),
  ),
  AltMarkdown: extraText(ALT_MAX_CHARS, multiline),
  AltSsml: extraText(ALT_MAX_CHARS, multiline),
  Card: z.optional(helpCard),
  /** QnABot `next`: the entry a guided tour goes to after this one. */
  Next: extraText(500),
  /** Fields of the source kept as they were (exported back, never run): QnABot l/args, QnA Maker Prompts… */
  Kept: z.optional(
    z
      .record(z.string(), z.unknown())
      .check(
        z.refine(
          (value) => JSON.stringify(value).length <= KEPT_MAX_CHARS,
          `must be at most ${KEPT_MAX_CHARS} characters as JSON`,
        ),
      ),
  ),
}));

/** The same fields as an answer carries them (stored values, not checked again). */
export const helpExtraShape = /* @__PURE__ */ lazySchema(() => ({
  ExternalID: z.optional(z.string()),
  Topic: z.optional(z.string()),
  Tags: z.optional(z.array(z.string())),
  AltMarkdown: z.optional(z.string()),
  AltSsml: z.optional(z.string()),
  Card: z.optional(
    z.object({
      Title: z.string(),
      SubTitle: z.string(),
      ImageUrl: z.string(),
      Buttons: z.array(z.object({ Text: z.string(), Value: z.string() })),
    }),
  ),
  Next: z.optional(z.string()),
  Kept: z.optional(z.record(z.string(), z.unknown())),
}));

export const helpExtraNames = [
  'ExternalID',
  'Topic',
  'Tags',
  'AltMarkdown',
  'AltSsml',
  'Card',
  'Next',
  'Kept',
] as const;
export type HelpExtraName = (typeof helpExtraNames)[number];
export interface HelpExtras {
  ExternalID?: string;
  Topic?: string;
  Tags?: string[];
  AltMarkdown?: string;
  AltSsml?: string;
  Card?: HelpCard;
  Next?: string;
  Kept?: Record<string, unknown>;
}

/**
 * The claim key of a question: the question itself without a topic, `topic;question` within one (a question holds
 * no ";", so the key is unambiguous and never equal to a topic-less question's).
 */
export const topicQuestion = (topic: string | undefined, question: string) =>
  topic ? `${topic};${question}` : question;
/** The claim key of an external id (it starts with ";", which no question key does). */
export const externalIdKey = (externalId: string) => `;id;${externalId}`;
