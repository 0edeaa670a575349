import { EMPTY_GUID, helpInput, type QuestionAnswer } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { helpBody, helpForm } from './help-form';
import { isNearDuplicate } from './use-near-duplicates';

describe('the help entry form', () => {
  it('opens with the spec defaults: no media, no category, active, 1970-01-01 to 2100-01-01, placeholder attributes', () => {
    const empty = helpForm().empty!();
    expect(empty).toMatchObject({
      MediaType: 'none',
      HelpCategoryID: EMPTY_GUID,
      Active: 'true',
      ReleaseTime: '1970-01-01',
      ExpireTime: '2100-01-01',
    });
    expect(JSON.parse(empty.AttributesJSON)).toMatchObject({ SmallImage: 'https://', ExternalUrl: 'https://' });
  });

  it('sends days as UTC midnights and no URL when the media type is none', () => {
    const values = { ...helpForm().empty!(), ShortDescription: 'a?;b?', LongDescription: 'A.', MediaUrl: 'x' };
    const body = helpBody(values);
    expect(body).toMatchObject({ MediaType: 'none', MediaUrl: '', ReleaseTime: '1970-01-01T00:00:00Z', Active: true });
    expect(helpInput.safeParse(body).success).toBe(true);
  });

  it('clears the media URL when the media type becomes none', () => {
    const values = { ...helpForm().empty!(), MediaType: 'none', MediaUrl: 'https://cdn.example.com/a.png' };
    expect(helpForm().adjust!(values, 'MediaType').MediaUrl).toBe('');
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
