import { EMPTY_GUID, helpInput, type Help, type QuestionAnswer } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { helpScreen } from './help-screen';
import { isNearDuplicate } from './use-near-duplicates';

const { form } = helpScreen({
  categories: [],
  categoriesLoading: false,
  categoryID: undefined,
  filters: null,
  headerActions: null,
});

describe('the help entry form', () => {
  it('opens with the spec defaults: no media, no category, active, 1970-01-01 to 2100-01-01, placeholder attributes', () => {
    const empty = form.empty();
    expect(empty).toMatchObject({
      MediaType: 'none',
      HelpCategoryID: EMPTY_GUID,
      Active: 'true',
      ReleaseTime: '1970-01-01',
      ExpireTime: '2100-01-01',
    });
    expect(JSON.parse(empty.AttributesJSON ?? '')).toMatchObject({ SmallImage: 'https://', ExternalUrl: 'https://' });
  });

  it('sends days as UTC midnights and no URL when the media type is none', () => {
    const values = { ...form.empty(), ShortDescription: 'a?;b?', LongDescription: 'A.', MediaUrl: 'x' };
    const body = form.toCreateBody(values);
    expect(body).toMatchObject({ MediaType: 'none', MediaUrl: '', ReleaseTime: '1970-01-01T00:00:00Z', Active: true });
    expect(helpInput.safeParse(body).success).toBe(true);
  });

  it('clears the media URL when the media type becomes none', () => {
    const values = { ...form.empty(), MediaType: 'none', MediaUrl: 'https://cdn.example.com/a.png' };
    expect(form.adjust!(values, 'MediaType').MediaUrl).toBe('');
  });

  it('reads an entry (no media as none, no category as the empty GUID, days of its moments, indented attributes)', () => {
    const entry = {
      HelpID: 'h-1',
      GroupID: 'g-1',
      HelpType: 'faq',
      Version: 3,
      ShortDescription: 'a?',
      LongDescription: 'A.',
      MediaType: '',
      MediaUrl: '',
      HelpCategoryID: '',
      ReleaseTime: '2026-01-02T00:00:00Z',
      ExpireTime: '2027-01-02T00:00:00Z',
      Active: false,
      AttributesJSON: '{"SmallImage":"https://"}',
      Topic: 'kept from an import',
    } as unknown as Help;
    const values = form.fromItem(entry);
    expect(values).toEqual({
      HelpID: 'h-1',
      ShortDescription: 'a?',
      LongDescription: 'A.',
      MediaType: 'none',
      MediaUrl: '',
      HelpCategoryID: EMPTY_GUID,
      ReleaseTime: '2026-01-02',
      ExpireTime: '2027-01-02',
      Active: 'false',
      AttributesJSON: '{\n  "SmallImage": "https://"\n}',
    });
    // What the entry kept from an import is the server's to keep: the update sends the form's fields and the ids.
    expect(form.toUpdateBody(values, entry)).toEqual({
      ...(form.toCreateBody(values) as object),
      HelpID: 'h-1',
      GroupID: 'g-1',
      HelpType: 'faq',
      Version: 3,
    });
  });
});

describe('a near-duplicate question', () => {
  const answer = (HelpID: string | null, Score: number | null): QuestionAnswer => ({
    Kind: HelpID ? 'answer' : 'none',
    Options: [],
    Text: '',
    ChartUrl: '',
    MediaUrl: '',
    MediaType: '',
    HelpID,
    MatchedEntry: HelpID && 'e',
    MatchedQuestion: HelpID && 'q',
    Score,
    Threshold: 0.8,
    Nearest: [],
  });

  it('is one another entry answers at or above the threshold', () => {
    expect(isNearDuplicate(answer('other', 0.9), 'mine')).toBe(true);
    expect(isNearDuplicate(answer('other', 0.8), 'mine')).toBe(true);
  });

  it('is not a match of the entry itself, below the threshold, or a miss', () => {
    expect(isNearDuplicate(answer('mine', 0.95), 'mine')).toBe(false);
    expect(isNearDuplicate(answer('other', 0.7), 'mine')).toBe(false);
    expect(isNearDuplicate(answer(null, null), 'mine')).toBe(false);
  });
});
