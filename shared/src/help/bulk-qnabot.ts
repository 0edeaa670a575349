import { fillMessage, messages } from '../messages';
import type { BulkEntry, BulkExportEntry, BulkProblem } from './bulk';
import type { HelpCard } from './entry-extras';
import { holdsTemplate } from './bulk-text';

/**
 * QnABot on AWS's import/export JSON {"qna":[…]}, whole: qid → external id, t → topic, alt.markdown / alt.ssml,
 * r → response card, tags (space separated in QnABot) → tags, next; every other member of an item (l, args,
 * conditionalChaining, elicitResponse…) is kept as it was and exported back. Our own export adds category,
 * mediaType, mediaUrl and attributes (QnABot's import ignores them).
 */
type Item = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const OWN = [
  'qid',
  'q',
  'a',
  't',
  'alt',
  'r',
  'tags',
  'next',
  'type',
  'category',
  'mediaType',
  'mediaUrl',
  'attributes',
];
const CARD = ['title', 'subTitle', 'imageUrl', 'buttons'];

function cardOf(r: unknown): { card?: HelpCard; image?: string; rest?: Item } {
  if (typeof r !== 'object' || r === null) return {};
  const value = r as Item;
  const buttons = Array.isArray(value.buttons)
    ? (value.buttons as Item[]).map((button) => ({
        Text: String(button?.text ?? ''),
        Value: String(button?.value ?? ''),
      }))
    : [];
  const card = {
    Title: text(value.title) ?? '',
    SubTitle: text(value.subTitle) ?? '',
    ImageUrl: text(value.imageUrl) ?? '',
    Buttons: buttons,
  };
  const rest = Object.fromEntries(
    Object.entries(value).filter(([key, member]) => !CARD.includes(key) && member !== ''),
  );
  const image = card.ImageUrl || undefined;
  // A card of an image alone is the entry's media (as the spec's entries hold images); a titled card is a card.
  const isCard = card.Title !== '' || card.SubTitle !== '' || buttons.length > 0;
  return { ...(isCard ? { card } : {}), image, ...(Object.keys(rest).length ? { rest } : {}) };
}

/** QnABot items that are not question-and-answer items (quiz, slottype, text) are refused, naming the type. */
export function qnaBotEntries(items: unknown[], problems: BulkProblem[], notes: BulkProblem[]): BulkEntry[] {
  return items.flatMap((raw, index): BulkEntry[] => {
    const line = index + 1;
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Item;
    const type = text(item.type) ?? 'qna';
    if (type !== 'qna') {
      problems.push({ Line: line, Field: 'type', Reason: fillMessage(messages.msg_help_bulk_item_type, { type }) });
      return [];
    }
    const questions = Array.isArray(item.q) ? item.q.map((q) => String(q).trim()) : [];
    const alt = (typeof item.alt === 'object' && item.alt !== null ? item.alt : {}) as Item;
    const { card, image, rest } = cardOf(item.r);
    const kept = Object.fromEntries(Object.entries(item).filter(([key]) => !OWN.includes(key)));
    if (rest) kept.r = rest;
    // QnABot writes tags as one space-separated text; our export writes a list when a tag holds a space.
    const tags = Array.isArray(item.tags)
      ? item.tags.map((tag) => String(tag).trim()).filter(Boolean)
      : text(item.tags)?.split(/\s+/).filter(Boolean);
    const entry: BulkEntry = {
      Line: line,
      Questions: questions,
      QuestionLines: questions.map(() => line),
      Answer: text(item.a) ?? '',
      Category: text(item.category),
      MediaType: text(item.mediaType) ?? (image ? 'image' : undefined),
      MediaUrl: text(item.mediaUrl) ?? image,
      Attributes: typeof item.attributes === 'object' ? JSON.stringify(item.attributes) : text(item.attributes),
      ...(text(item.qid) ? { ExternalID: text(item.qid) } : {}),
      ...(text(item.t) ? { Topic: text(item.t) } : {}),
      ...(tags?.length ? { Tags: tags } : {}),
      ...(text(alt.markdown) ? { AltMarkdown: text(alt.markdown) } : {}),
      ...(text(alt.ssml) ? { AltSsml: text(alt.ssml) } : {}),
      ...(card ? { Card: card } : {}),
      ...(text(item.next) ? { Next: text(item.next) } : {}),
      ...(Object.keys(kept).length ? { Kept: kept } : {}),
    };
    if ([entry.Answer, entry.AltMarkdown, entry.AltSsml].some(holdsTemplate))
      notes.push({ Line: line, Field: 'answer', Reason: messages.msg_help_bulk_handlebars });
    if (text(item.l))
      notes.push({
        Line: line,
        Field: 'l',
        Reason: fillMessage(messages.msg_help_bulk_hooks, { hook: text(item.l)! }),
      });
    return [entry];
  });
}

const cardAsR = (card: HelpCard) => ({
  title: card.Title,
  ...(card.SubTitle ? { subTitle: card.SubTitle } : {}),
  ...(card.ImageUrl ? { imageUrl: card.ImageUrl } : {}),
  ...(card.Buttons.length ? { buttons: card.Buttons.map((b) => ({ text: b.Text, value: b.Value })) } : {}),
});

/** An entry as a QnABot item: QnABot's members first, then the kept ones, then ours. */
export function qnaBotItem(entry: BulkExportEntry) {
  const { r: keptR, ...kept } = (entry.Kept ?? {}) as Item;
  const image = entry.MediaType === 'image' ? { title: '', imageUrl: entry.MediaUrl } : undefined;
  const r = entry.Card ? cardAsR(entry.Card) : image;
  const alt = {
    ...(entry.AltMarkdown ? { markdown: entry.AltMarkdown } : {}),
    ...(entry.AltSsml ? { ssml: entry.AltSsml } : {}),
  };
  return {
    qid: entry.ExternalID ?? entry.HelpID,
    type: 'qna',
    q: entry.Questions,
    a: entry.Answer,
    ...(entry.Topic ? { t: entry.Topic } : {}),
    ...(Object.keys(alt).length ? { alt } : {}),
    ...(r || keptR ? { r: { ...(r ?? {}), ...(keptR as Item) } } : {}),
    ...(entry.Tags?.length ? { tags: entry.Tags.some(hasSpace) ? entry.Tags : entry.Tags.join(' ') } : {}),
    ...(entry.Next ? { next: entry.Next } : {}),
    ...kept,
    category: entry.Category,
    mediaType: entry.MediaType,
    mediaUrl: entry.MediaUrl,
    attributes: entry.Attributes,
  };
}

const hasSpace = (tag: string) => /\s/.test(tag);
