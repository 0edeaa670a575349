import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { FamilyDeclaration } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Scope } from '../../data/entity-repository';
import { withoutVersion, type Versioned } from '../../data/versioned';
import type { KeepItem, Listing, ListRequest } from '../../data/list-query';
import { searchFilter, type SearchField } from '../../data/search-filter';
import { AppError } from '../../errors';
import { checkReferences, loadLookups, referencesNamed, type LookupName, type ReferenceKind } from './lookups-service';
import { organizationScope as scopeOf } from '../../data/entity-repository';
import { contentRepositories, newestFirst } from './content-repository';

type Stored = Record<string, unknown>;

/** What a content kind needs of its EntityRepository (declared as methods, so any record type fits). */
interface ContentStore {
  list(scope: Scope, request: ListRequest, within?: string, keep?: KeepItem): Promise<Listing<Versioned<Stored>>>;
  get(scope: Scope, id: string): Promise<Versioned<Stored> | undefined>;
  create(scope: Scope, id: string, item: Stored): Promise<Versioned<Stored>>;
  replace(scope: Scope, id: string, item: Stored, expectedVersion?: number): Promise<Versioned<Stored>>;
  delete(scope: Scope, id: string): Promise<void>;
}

/** A content family as shared declares it (core/family.ts): the schemas the service's types come from. */
type ContentFamily = FamilyDeclaration & { input: z.ZodMiniType; change: z.ZodMiniType; item: z.ZodMiniType };

/**
 * The rules of one kind of content record beyond its family's declaration (which gives where it is stored, its id
 * field, the records it names, its search and what its list answers beside the items). `contentService` turns a
 * family and its rules into the list / add / update / remove service functions every content family shares.
 */
export interface ContentRules<Item, Input extends object> {
  /** The search instead of the family's fields (a full name made of two fields). */
  search?: readonly SearchField[];
  /** Fields the server works out from the input (and the record as stored, on an update). */
  derive?: (input: Input, principal: Principal, current?: Versioned<Stored>) => Promise<Stored> | Stored;
  /** Checks beyond the schema that need the stored data (the record as stored, on an update). */
  check?: (input: Input, principal: Principal, current?: Versioned<Stored>) => Promise<void> | void;
  /** A stored record as answers show it (default: as stored). */
  present?: (record: Versioned<Stored>) => Item;
  /** Refuses a delete the data forbids (a KPI that still has values). */
  beforeRemove?: (record: Versioned<Stored>, principal: Principal) => Promise<void>;
}

/** What a family's service reads of its declaration. */
function kindOf(family: ContentFamily) {
  const repository: ContentStore =
    (contentRepositories as Record<string, ContentStore | undefined>)[family.type] ?? newestFirst(family);
  return {
    repository,
    idField: family.id,
    items: family.list?.items,
    lookups: Object.keys(family.list?.lookups ?? {}) as LookupName[],
    references: (family.references ?? {}) as Partial<Record<string, ReferenceKind>>,
    search: family.search ?? [],
  };
}

export interface PageRequest {
  PageSize?: number;
  Cursor?: string;
  /** The list's search across all its records (core/search.ts). */
  Search?: string;
}

export function contentService<
  F extends ContentFamily,
  Item = z.output<F['item']>,
  Input extends object = z.output<F['input']> & object,
  Change extends object = z.output<F['change']> & object,
>(family: F, rules: ContentRules<Item, Input> = {}) {
  const declared = kindOf(family);
  const kind = { ...declared, ...rules, search: rules.search ?? declared.search };
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
