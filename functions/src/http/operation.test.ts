import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { groupHandler } from './group-handler';
import { bindGroup, bindRelay, type OperationInput } from './operation';
import { billingRoutes, connectionsRoutes, usersRoutes, type Routes } from '@switchboard/shared';

const success = async () => 'Success' as const;
const invoices = {
  GetInvoices: async () => [],
  PostInvoice: async () => {
    throw new Error('not called');
  },
  UpdateInvoice: success,
  DeleteInvoice: success,
};

describe("a group's binding is typed by the route table", () => {
  it("fails to compile without one of the group's routes, with an extra one, or with another group's", () => {
    const { GetInvoices: _left, ...missing } = invoices;
    // @ts-expect-error GetInvoices is a route of billing: it must be bound.
    bindGroup('billing', [billingRoutes], missing);
    // @ts-expect-error Me is no route of billing.
    bindGroup('billing', [billingRoutes], { ...invoices, Me: success });
    // @ts-expect-error SetAsDefaultConnection is a relay row: it binds through bindRelay, not the group's Lambda.
    bindGroup('connections', [connectionsRoutes], { SetAsDefaultConnection: success });
    expect(() => bindRelay('connections', [connectionsRoutes], {} as never)).not.toThrow();
  });

  it('gives a public route an optional principal and every other route a certain one', () => {
    expectTypeOf<OperationInput<Routes['Login']>['principal']>().toEqualTypeOf<Principal | undefined>();
    expectTypeOf<OperationInput<Routes['Me']>['principal']>().toEqualTypeOf<Principal>();
    expectTypeOf<OperationInput<Routes['GetInvoices']>['query']>().toHaveProperty('PageSize');
  });

  it('refuses to load a handler with a route left unbound, a stray operation (bound past the types) or a route part missing', () => {
    const { GetInvoices: _left, ...missing } = invoices;
    expect(() => groupHandler(bindGroup('billing', [billingRoutes], missing as never))).toThrow(
      'group billing: route GetInvoices has no operation',
    );
    expect(() => groupHandler(bindGroup('billing', [billingRoutes], { ...invoices, Me: success } as never))).toThrow(
      'group billing: Me is no direct route of the group',
    );
    expect(() => groupHandler(bindRelay('connections', [connectionsRoutes], {} as never) as never)).toThrow(
      'group connections: a handler serves direct routes, not relay operations',
    );
    expect(() => groupHandler(bindGroup('billing', [usersRoutes], invoices))).toThrow(
      'group billing: GetInvoices, PostInvoice, UpdateInvoice, DeleteInvoice is no direct route of the group (in the route parts it binds)',
    );
    expect(() => groupHandler(bindGroup('billing', [billingRoutes], invoices))).not.toThrow();
  });
});
