import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { answerOf, family } from './family';
import { requiredText } from './fields';

const notes = family({
  group: 'content',
  prefix: '/SetupProcessEntity',
  readers: ['OrgAdmin'],
  writers: ['OrgAdmin'],
  what: 'notes',
  type: 'Note',
  id: 'NoteID',
  fields: () => ({ Title: requiredText(20), Pages: z._default(z.number(), 1) }),
  stored: () => ({ DateCreated: z.string() }),
  refine: () =>
    z.refine((note: { Title: string }) => note.Title !== 'no', { message: 'must not be no', path: ['Title'] }),
  list: { name: 'GetNotes' },
  add: { name: 'AddNote' },
  update: { name: 'UpdateNote' },
});
const id = '6f1c8a57-3b0e-4d52-9a40-0c2b5f1d7e11';

describe('family', () => {
  it('derives the input, the change (id and Version) and the reference from one field list', () => {
    expect(notes.input.parse({ Title: ' Plan ' })).toEqual({ Title: 'Plan', Pages: 1 });
    expect(notes.change.parse({ Title: 'Plan', NoteID: id, Version: 2 })).toEqual({
      Title: 'Plan',
      Pages: 1,
      NoteID: id,
      Version: 2,
    });
    expect(notes.change.safeParse({ Title: 'Plan', NoteID: 'x', Version: 2 }).success).toBe(false);
    expect(notes.ref.parse({ NoteID: id })).toEqual({ NoteID: id });
  });

  it('checks its refinement on the input and the change', () => {
    expect(notes.input.safeParse({ Title: 'no' }).error?.issues[0]?.message).toBe('must not be no');
    expect(notes.change.safeParse({ Title: 'no', NoteID: id, Version: 1 }).error?.issues[0]?.path).toEqual(['Title']);
  });

  it('shows each field in the item as the kind its rule answers, beside the id and the stored fields', () => {
    expect(Object.keys(notes.item.shape)).toEqual(['NoteID', 'Title', 'Pages', 'DateCreated']);
    const item = { NoteID: id, Title: 'Plan', Pages: 3, DateCreated: '2026-01-01T00:00:00.000Z' };
    expect(notes.item.parse(item)).toEqual(item);
    expect(notes.item.safeParse({ ...item, Pages: '3' }).success).toBe(false);
  });

  it('makes the rows crudRoutes makes, with the derived schemas as bodies and answers', () => {
    expect(Object.keys(notes.routes)).toEqual(['GetNotes', 'AddNote', 'UpdateNote']);
    expect(notes.routes.AddNote).toMatchObject({ method: 'POST', path: '/SetupProcessEntity/AddNote', status: 201 });
    expect(notes.routes.AddNote.body.parse({ Title: 'a' })).toEqual({ Title: 'a', Pages: 1 });
    expect(notes.routes.GetNotes.answer.parse([])).toEqual([]);
  });

  it('names a rule whose answer kind it does not know', () => {
    expect(answerOf(z.nullable(z.optional(z.number()))).safeParse(null).success).toBe(true);
    expect(() => answerOf(z.array(z.string()))).toThrow('a field of kind array has no answer kind');
  });
});
