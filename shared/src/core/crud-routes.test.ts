import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { crudRoutes } from './crud-routes';

const item = z.object({ NoteID: z.string(), Text: z.string() });
const input = z.object({ Text: z.string() });

describe('crudRoutes', () => {
  const family = crudRoutes({
    group: 'content',
    prefix: '/SetupProcessEntity',
    readers: 'signedIn',
    writers: ['OrgAdmin'],
    item,
    what: 'notes',
    list: { name: 'GetNotes', paged: true },
    add: { name: 'AddNote', body: input },
    update: { name: 'UpdateNote', body: z.extend(input, { NoteID: z.string() }) },
    remove: { name: 'DeleteNote', query: z.object({ id: z.string() }) },
  });

  it('names each member as declared, under the prefix, with the readers or the writers', () => {
    expect(Object.keys(family)).toEqual(['GetNotes', 'AddNote', 'UpdateNote', 'DeleteNote']);
    expect(family.GetNotes).toMatchObject({ method: 'GET', path: '/SetupProcessEntity/GetNotes', access: 'signedIn' });
    expect(family.AddNote).toMatchObject({ method: 'POST', status: 201, access: ['OrgAdmin'], answer: item });
    expect(family.DeleteNote).toMatchObject({ method: 'GET', group: 'content', via: 'direct' });
    expect(family.UpdateNote.answer.parse('Success')).toBe('Success');
  });

  it('pages a paged list and leaves out the schemas a member does not have', () => {
    expect(family.GetNotes.paged).toBe(true);
    expect(family.GetNotes.query.parse({ PageSize: '25' })).toEqual({ PageSize: 25 });
    expect('body' in family.DeleteNote).toBe(false);
    expect('query' in family.AddNote).toBe(false);
  });
});
