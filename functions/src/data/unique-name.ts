import type { TableKey } from '@switchboard/shared';
import { AppError } from '../errors';
import { keyedItems, type ItemKey } from './keyed-items';
import { nameSkeleton } from './name-skeleton';
import { epochSeconds as now, isStaleClaim } from './claim-clock';

/**
 * THE "name must be unique" rule (catalogue records, connection records, organization names), held under
 * concurrency by ONE claim item per name, written with a conditional write (no read-then-write, no transactions):
 * pk UNIQUE#{kind}#{scope}, sk SKELETON#{nameSkeleton(name)} (NFKC, case-folded, spaces collapsed, TR39 confusable
 * skeleton: names that look alike share a key; claims of the older key, NAME#{uniqueKey(name)}, are left unread). A create claims first, then writes its record, and releases the claim when the write fails; a rename claims
 * the new name, writes, then releases the old one; a delete releases it after the record is gone. A claim left
 * behind by a write that failed halfway is taken over once it is old and its record is gone (or named otherwise).
 *
 * Records stored before names were claimed get their claims the first time a scope is used (one marker item per
 * scope says it was done), so every stage, deployed or local, backfills itself: no one-off to run. The marker names
 * the key it was done for (BACKFILLED#SKELETON), so a scope claimed under the older key is claimed again.
 */
export interface UniqueNameRule {
  /** What is unique, part of the claims' key: CategoryName, SystemName, FieldName… */
  kind: string;
  table: Extract<TableKey, 'Entities' | 'Catalogue'>;
  /** The name the record holds now; undefined when it is gone. */
  nameOf(scope: string, id: string): Promise<string | undefined>;
  /** Every record of the scope, by id and name: where the backfill finds the names to claim. */
  records(scope: string): Promise<{ id: string; name: string }[]>;
  /** The refusal, naming the field, for the name already taken (as the record holding it spells it). */
  taken(existing: string): string;
}

interface NameClaim {
  /** The id of the record holding the name. */
  OwnerID: string;
  /** The name as that record spells it (for the refusal). */
  Name: string;
  /** Epoch seconds. */
  ClaimedAt: number;
}

/** A name in its scope. */
export interface Named {
  scope: string;
  name: string;
}

const free = (owner: string) => ({
  expression: 'attribute_not_exists(pk) OR OwnerID = :owner',
  values: { ':owner': owner },
});
const ownedBy = (owner: string) => ({ expression: 'OwnerID = :owner', values: { ':owner': owner } });
/** The claim exactly as it was read: a takeover fails if anyone changed it meanwhile. */
const unchanged = (claim: NameClaim) => ({
  expression: 'OwnerID = :owner AND ClaimedAt = :claimedAt',
  values: { ':owner': claim.OwnerID, ':claimedAt': claim.ClaimedAt },
});

export function uniqueNames(rule: UniqueNameRule) {
  const items = keyedItems<NameClaim | { DoneAt: number }>(rule.table);
  const partition = (scope: string) => `UNIQUE#${rule.kind}#${scope}`;
  const claimKey = (scope: string, name: string): ItemKey => ({
    pk: partition(scope),
    sk: `SKELETON#${nameSkeleton(name)}`,
  });
  const backfillKey = (scope: string): ItemKey => ({ pk: partition(scope), sk: 'BACKFILLED#SKELETON' });
  const claimOf = (id: string, name: string): NameClaim => ({ OwnerID: id, Name: name, ClaimedAt: now() });

  /** Whether the claim's record is gone or named otherwise, and the claim old enough that no write is completing. */
  async function abandoned(scope: string, claim: NameClaim): Promise<boolean> {
    if (!isStaleClaim(claim.ClaimedAt)) return false;
    const current = await rule.nameOf(scope, claim.OwnerID);
    return current === undefined || nameSkeleton(current) !== nameSkeleton(claim.Name);
  }

  /** Claims for the scope's records stored before names were claimed; once per scope (duplicates stored then stay). */
  async function backfill(scope: string): Promise<void> {
    if (await items.get(backfillKey(scope))) return;
    for (const record of await rule.records(scope)) {
      await items.put(claimKey(scope, record.name), claimOf(record.id, record.name), free(record.id));
    }
    await items.put(backfillKey(scope), { DoneAt: now() });
  }

  /** Claims the name for the record `id` (again, if it holds it); `exists` naming the holder when another does. */
  async function claim(scope: string, name: string, id: string): Promise<void> {
    await backfill(scope);
    const key = claimKey(scope, name);
    if (await items.put(key, claimOf(id, name), free(id))) return;
    const held = (await items.get(key)) as NameClaim | undefined;
    if (!held) return claim(scope, name, id); // released meanwhile: try again
    if ((await abandoned(scope, held)) && (await items.put(key, claimOf(id, name), unchanged(held)))) return;
    throw new AppError('exists', rule.taken(held.Name));
  }

  /** Releases the name if the record `id` holds it (answers nothing either way: a missing claim is no fault). */
  async function release(scope: string, name: string, id: string): Promise<void> {
    await items.delete(claimKey(scope, name), ownedBy(id));
  }

  /** Runs `write` holding the name; the claim is released when `write` fails. */
  async function holding<T>(scope: string, name: string, id: string, write: () => Promise<T>): Promise<T> {
    await claim(scope, name, id);
    try {
      return await write();
    } catch (error) {
      await release(scope, name, id);
      throw error;
    }
  }

  return {
    /** A new record named `name`: claimed, then written (`write` stores the record with the id `id`). */
    create: holding,

    /**
     * A record renamed (or moved to another scope) from `from` (as stored) to `to`: the new name claimed, the record
     * written, the old name released. A name that keeps its key in its scope (case, spacing) is not claimed again, so
     * a record stored twice before the claims existed can still be edited.
     */
    async rename<T>(id: string, from: Named, to: Named, write: () => Promise<T>): Promise<T> {
      if (from.scope === to.scope && nameSkeleton(from.name) === nameSkeleton(to.name)) return write();
      const written = await holding(to.scope, to.name, id, write);
      await release(from.scope, from.name, id);
      return written;
    },

    /** The record's name is free again once `remove` deleted it. */
    async remove(scope: string, record: { id: string; name: string }, remove: () => Promise<void>) {
      await remove();
      await release(scope, record.name, record.id);
    },

    /** Claims the name of a record written without this rule (the seed); a name held by another record stays so. */
    async adopt(scope: string, record: { id: string; name: string }): Promise<void> {
      await items.put(claimKey(scope, record.name), claimOf(record.id, record.name), free(record.id));
    },

    /** Drops every claim of a scope whose records are all gone (a deleted system's field names). */
    async releaseAll(scope: string): Promise<void> {
      for (const item of await items.all(partition(scope))) await items.delete({ pk: item.pk, sk: item.sk });
    },
  };
}

export type UniqueNames = ReturnType<typeof uniqueNames>;
