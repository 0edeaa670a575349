import type { LogType } from '@switchboard/shared';

const labels: Record<LogType, string> = {
  Create: 'Create',
  Update: 'Update',
  Delete: 'Delete',
  SignIn: 'Sign-in',
  SignOut: 'Sign-out',
  FailedSignIn: 'Failed sign-in',
  PasswordChange: 'Password change',
};

/** A log type in words ("Failed sign-in"), as the table, the filter and the chart show it; the CSV keeps the value. */
export const logTypeLabel = (type: string): string => labels[type as LogType] ?? type;
