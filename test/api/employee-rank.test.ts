import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';

type Body = Record<string, unknown>;

let orgAdmin: string;
beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
});

const employeeOf = async (email: string) => {
  const page = await call<{ Employees: Body[] }>('GetEmployees', { cookie: orgAdmin });
  return page.body.Employees.find((employee) => employee.Email === email)!;
};

describe('the employee record of a user of higher rank (DESIGN §10)', () => {
  it.each([
    ['Email', { Email: 'taken-over@example.net' }],
    ['UserLoginId', { UserLoginId: 'taken-over' }],
    ['UserLoginPin', { UserLoginPin: '4242' }],
  ])('keeps its %s from an OrgAdmin: 403, nothing stored', async (field, change) => {
    const before = await employeeOf(USERS.platform);
    const answer = await call('UpdateEmployees', { cookie: orgAdmin, body: { ...before, ...change } });
    expect(answer.status).toBe(403);
    expect(answer.body).toBe(`${field}: only a PlatformAdmin can change this of ${USERS.platform}.`);
    expect(await employeeOf(USERS.platform)).toEqual(before);
  });

  it("still takes an OrgAdmin's other changes, and sign-in changes to records of users of no higher rank", async () => {
    const before = await employeeOf(USERS.platform);
    const phone = await call('UpdateEmployees', { cookie: orgAdmin, body: { ...before, Phone: '+1 555 0142' } });
    expect(phone.status).toBe(200);
    const changed = await employeeOf(USERS.platform);
    expect(changed).toMatchObject({ Phone: '+1 555 0142', Email: before.Email, UserLoginPin: before.UserLoginPin });
    await call('UpdateEmployees', { cookie: orgAdmin, body: { ...changed, Phone: before.Phone } });

    const staff = await employeeOf(USERS.staff);
    const login = await call('UpdateEmployees', { cookie: orgAdmin, body: { ...staff, UserLoginId: 'sam.staff' } });
    expect(login.status).toBe(200);
    const renamed = await employeeOf(USERS.staff);
    expect(renamed.UserLoginId).toBe('sam.staff');
    await call('UpdateEmployees', { cookie: orgAdmin, body: { ...renamed, UserLoginId: staff.UserLoginId } });
  });
});
