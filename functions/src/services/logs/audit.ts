import { createdText, deletedText, updatedText, type LogType, type NameOfReference } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { RecordWrite } from '../../data/record-writes';
import { startLogWrite, type AuditScope } from './audit-context';
import { putLog, type NewLog } from './logs-repository';
import { isSecretField } from './secret-fields';

type Who = { organizationId: string; email: string; employeeId?: string };

function write(
  scope: AuditScope,
  who: Who,
  log: Pick<NewLog, 'LogType' | 'ModuleName' | 'LogText' | 'RecordType' | 'RecordID'>,
) {
  return scope.retentionDays(who.organizationId).then((days) =>
    putLog(
      {
        ...log,
        Email: who.email,
        EmployeeID: who.employeeId ?? '',
        OrganizationID: who.organizationId,
        LogClient: scope.client,
      },
      days,
    ),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function lineOf(change: RecordWrite, nameOf: NameOfReference): string {
  if (change.kind === 'Create') return createdText(change.type, change.id, change.after ?? {}, isSecretField, nameOf);
  if (change.kind === 'Update') {
    return updatedText(change.type, change.id, change.before ?? {}, change.after ?? {}, isSecretField, nameOf);
  }
  return deletedText(change.type, change.id, change.before, nameOf);
}

/**
 * The line, with the records it names by id read by their names: written once to learn which ids it names (only
 * those its words show), then again with their names.
 */
async function lineWithNames(change: RecordWrite, scope: AuditScope, organizationId: string): Promise<string> {
  const asked: { field: string; id: string }[] = [];
  lineOf(change, (id, field) => void asked.push({ field, id }));
  const names = asked.length ? await scope.referenceNames(asked, organizationId) : new Map<string, string>();
  return lineOf(change, (id, field) => names.get(`${field}#${id}`));
}

/**
 * The hook every record write passes once (EntityRepository's create, replace and delete): a usage log of what
 * changed, in the organization the record belongs to (a platform record: the writer's). Off the request path
 * (seed, start-up upgrades) nothing is logged.
 */
export function recordWritten(change: RecordWrite): void {
  startLogWrite((scope) => {
    const record = change.after ?? change.before ?? {};
    const organizationId = change.organizationId ?? scope.principal?.organizationId ?? text(record.OrganizationID);
    // A public write (a registration) is the record's own person's.
    const email = scope.principal?.email ?? text(record.Email);
    if (!organizationId) return Promise.resolve();
    const who = { organizationId, email, employeeId: scope.principal?.employeeId };
    return lineWithNames(change, scope, organizationId).then((LogText) =>
      write(scope, who, {
        LogType: change.kind,
        ModuleName: change.type,
        LogText,
        RecordType: change.type,
        RecordID: change.id,
      }),
    );
  });
}

/** An account event: sign-in, sign-out, a failed sign-in (of an existing account), a password change. */
export function accountEvent(
  type: Extract<LogType, 'SignIn' | 'SignOut' | 'FailedSignIn' | 'PasswordChange'>,
  who: Who | Principal,
): void {
  const sentences = {
    SignIn: 'Signed in',
    SignOut: 'Signed out',
    FailedSignIn: 'Failed sign-in: wrong password',
    PasswordChange: 'Changed their password',
  } as const;
  startLogWrite((scope) =>
    write(scope, who, { LogType: type, ModuleName: 'Account', LogText: sentences[type], RecordType: '', RecordID: '' }),
  );
}

/**
 * A bulk import's new records: one usage log for each imported chunk, which is one administrator action ("Imported
 * 500 new Help entries"), not one log a record (10,000 rows would be 10,000 logs and as many counter writes). A
 * record the import changes keeps its own Update log, with what changed (EntityRepository.replace).
 */
export function recordsImported(type: string, count: number): void {
  startLogWrite((scope) => {
    const { principal } = scope;
    if (!principal?.organizationId) return Promise.resolve();
    return write(scope, principal, {
      LogType: 'Create',
      ModuleName: type,
      LogText: `Imported ${count} new ${type} entries`,
      RecordType: type,
      RecordID: '',
    });
  });
}

/** A bulk change of many records at once (a help import's replace, its undo): one usage log, as recordsImported. */
export function recordsChangedInBulk(type: string, logType: 'Delete' | 'Update', text: string): void {
  startLogWrite((scope) => {
    const { principal } = scope;
    if (!principal?.organizationId) return Promise.resolve();
    return write(scope, principal, {
      LogType: logType,
      ModuleName: type,
      LogText: text,
      RecordType: type,
      RecordID: '',
    });
  });
}
