import { LIST_LIMIT_HEADER, MAX_LIST_ITEMS, NEXT_CURSOR_HEADER, TRUNCATED_HEADER } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { listPageOf } from './list-page';
import { RelayError, unwrapRelayAnswer } from './relay';

describe('what an answer says beside a list', () => {
  it('reads the next cursor, and where a cut list was cut, from the headers', () => {
    expect(listPageOf(new Headers())).toEqual({ truncated: false });
    expect(listPageOf(new Headers({ [NEXT_CURSOR_HEADER]: 'abc' }))).toEqual({ nextCursor: 'abc', truncated: false });
    const cut = new Headers({ [TRUNCATED_HEADER]: 'true', [LIST_LIMIT_HEADER]: '2000', [NEXT_CURSOR_HEADER]: 'c' });
    expect(listPageOf(cut)).toEqual({ nextCursor: 'c', truncated: true, limit: 2000 });
  });

  it("reads the relay wrapper's answer, NextCursor and Truncated; a refusal is a RelayError", () => {
    const wrapper = { ResponseStatus: 'Success', ResponseMessage: '', ResponseBody: '[1,2]' };
    expect(unwrapRelayAnswer({ ...wrapper, NextCursor: 'n' })).toEqual({
      answer: [1, 2],
      page: { nextCursor: 'n', truncated: false },
    });
    expect(unwrapRelayAnswer({ ...wrapper, Truncated: true }).page).toEqual({
      truncated: true,
      limit: MAX_LIST_ITEMS,
      nextCursor: undefined,
    });
    expect(() => unwrapRelayAnswer({ ...wrapper, ResponseStatus: '400', ResponseMessage: 'id: is required' })).toThrow(
      new RelayError('400', 'id: is required'),
    );
  });
});
