import { contentFamilies, routes } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { familyData } from './content-data';

describe('familyData', () => {
  it.each(contentFamilies.map((family) => [family.type, family] as const))(
    "reads %s's calls, rows and id from its family",
    (_, family) => {
      const data = familyData<Record<string, unknown>>(family);
      const rows = [{ [family.id]: 'a1' }];
      const answer = 'items' in family.list ? { [family.list.items]: rows } : rows;
      expect([data.list, data.create, data.update]).toEqual([family.list.name, family.add.name, family.update.name]);
      expect(routes[data.list].method).toBe('GET');
      expect(data.selectRows ? data.selectRows(answer) : answer).toEqual(rows);
      if ('remove' in family) {
        expect(data.remove).toBe(family.remove.name);
        expect(data.toDeleteQuery?.(rows[0]!)).toEqual({ id: 'a1' });
      } else {
        expect(data.remove).toBeUndefined();
      }
    },
  );
});
