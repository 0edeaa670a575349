import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Scope } from '../../data/entity-repository';
import { withoutVersion, type Versioned } from '../../data/versioned';
import type { KeepItem, Listing, ListRequest } from '../../data/list-query';
import { searchFilter, type SearchField } from '../../data/search-filter';
import { AppError } from '../../errors';
import { checkReferences, loadLookups, referencesNamed, type LookupName, type ReferenceKind } from './lookups-service';
import { organizationScope as scopeOf } from '../../data/entity-repository';

type Stored = Record<string, unknown>;

/** What a content kind needs of its EntityRepository (declared as methods, so any record type fits). */
interface ContentStore {
  list(scope: Scope, request: ListRequest, within?: string, keep?: KeepItem): Promise<Listing<Versioned<Stored>>>;
  get(scope: Scope, id: string): Promise<Versioned<Stored> | undefined>;
  create(scope: Scope, id: string, item: Stored): Promise<Versioned<Stored>>;
  replace(scope: Scope, id: string, item: Stored, expectedVersion?: number): Promise<Versioned<Stored>>;
  delete(scope: Scope, id: string): Promise<void>;
}

/**
 * One kind of content record, declared: where it is stored, its id field, the records it names, what its list
 * answers beside the items, and what the server derives from an input. `contentService` turns a declaration into
 * the list / add / update / remove service functions every content family shares.
 */
export interface ContentKind<Item, Input extends object> {
  repository: ContentStore;
  idField: string;
  /** The list answers { [items]: page, ...lookups } (lookups on the first page only); else the bare page. */
  items?: string;
  lookups?: readonly LookupName[];
  /**
   * The texts a Search looks in (the stored record's fields a table shows); the records named in `references` are
   * found by their names too (an employee's name, a group's).
   */
  search: readonly SearchField[];
  /** Fields naming another record of the organization, checked to exist there (404 naming the field if not). */
  references?: Partial<Record<keyof Input & string, ReferenceKind>>;
  /** Fields the server works out from the input (and the record as stored, on an update). */
  derive?: (input: Input, principal: Principal, current?: Versioned<Stored>) => Promise<Stored> | Stored;
  /** Checks beyond the schema that need the stored data (the record as stored, on an update). */
  check?: (input: Input, principal: Principal, current?: Versioned<Stored>) => Promise<void> | void;
  /** A stored record as answers show it (default: as stored). */
  present?: (record: Versioned<Stored>) => Item;
  /** Refuses a delete the data forbids (a KPI that still has values). */
  beforeRemove?: (record: Versioned<Stored>, principal: Principal) => Promise<void>;
}

export interface PageRequest {
  PageSize?: number;
  Cursor?: string;
  /** The list's search across all its records (core/search.ts). */
  Search?: string;
}

export function contentService<Item, Input extends object, Change extends object>(kind: ContentKind<Item, Input>) {
  const present = (record: Versioned<Stored>) => (kind.present ? kind.present(record) : (record as Item));
  const check = async (input: Input, principal: Principal, current?: Versioned<Stored>) => {
    await checkReferences(input as Stored, kind.references ?? {}, principal.organizationId);
    await kind.check?.(input, principal, current);
  };

  return {
    /**
     * A page of the organization's records, in the kind's order; `within` narrows to one range of that order, and
     * Search to the records that hold it, read across the whole list.
     */
    async list(query: PageRequest, principal: Principal, within?: string): Promise<Listing<Item>> {
      const request = { pageSize: query.PageSize, cursor: query.Cursor };
      const named = await referencesNamed(query.Search, kind.references ?? {}, principal.organizationId);
      const keep = searchFilter(query.Search, kind.search, named);
      const page = (await kind.repository.list(scopeOf(principal), request, within, keep)).map(present);
      if (!kind.items) return page;
      const beside = query.Cursor ? {} : await loadLookups(kind.lookups ?? [], principal.organizationId);
      return page.within(kind.items, beside);
    },

    /** Stores a new record in the caller's organization (whatever the body says) and answers it. */
    async add(input: Input, principal: Principal): Promise<Item> {
      await check(input, principal);
      const id = randomUUID();
      const now = new Date().toISOString();
      const record = {
        ...input,
        ...(await kind.derive?.(input, principal)),
        [kind.idField]: id,
        OrganizationID: principal.organizationId,
        DateCreated: now,
        CreatedBy: principal.email,
        DateLastUpdated: now,
        LastUpdatedBy: principal.email,
      };
      return present(await kind.repository.create(scopeOf(principal), id, record));
    },

    /** Replaces a record of the caller's organization, only if its Version is still the one sent (else 409). */
    async update(change: Change, principal: Principal): Promise<'Success'> {
      const { Version, ...input } = change as unknown as Stored & { Version: number };
      const id = String(input[kind.idField]);
      const current = await kind.repository.get(scopeOf(principal), id);
      if (!current) throw new AppError('notFound');
      await check(input as Input, principal, current);
      const record = {
        ...withoutVersion(current),
        ...input,
        ...(await kind.derive?.(input as Input, principal, current)),
        OrganizationID: principal.organizationId,
        DateLastUpdated: new Date().toISOString(),
        LastUpdatedBy: principal.email,
      };
      await kind.repository.replace(scopeOf(principal), id, record, Version);
      return 'Success';
    },

    /** Deletes a record of the caller's organization; another organization's id answers 404. */
    async remove(query: { id: string }, principal: Principal): Promise<'Success'> {
      if (kind.beforeRemove) {
        const current = await kind.repository.get(scopeOf(principal), query.id);
        if (!current) throw new AppError('notFound');
        await kind.beforeRemove(current, principal);
      }
      await kind.repository.delete(scopeOf(principal), query.id);
      return 'Success';
    },
  };
}
