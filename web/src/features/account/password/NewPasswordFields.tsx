import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { passwordProblems } from '@switchboard/shared';
import type { Ref } from 'react';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** After a submit attempt: say what is still wrong. */
  showErrors: boolean;
  passwordRef: Ref<InputProps.Ref>;
  confirmRef: Ref<InputProps.Ref>;
  passwordLabel?: string;
  confirmLabel?: string;
}

/** A new password with the live checklist, and its confirmation (register and change password). */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  showErrors,
  passwordRef,
  confirmRef,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
}: Props) {
  const unmet = passwordProblems(password).length > 0;
  // A mismatch shows once the confirmation is as long as the password (not while it is still being typed).
  const mismatch = confirm !== password && (showErrors || (confirm !== '' && confirm.length >= password.length));
  return (
    <SpaceBetween size="l">
      <FormField
        label={passwordLabel}
        errorText={showErrors && unmet ? 'The password does not meet every requirement below.' : undefined}
        constraintText={<PasswordChecklist password={password} />}
        stretch
      >
        <Input
          ref={passwordRef}
          type="password"
          autoComplete="new-password"
          value={password}
          invalid={showErrors && unmet}
          onChange={(event) => onPassword(event.detail.value)}
        />
      </FormField>
      <FormField label={confirmLabel} errorText={mismatch ? 'The passwords do not match.' : undefined} stretch>
        <Input
          ref={confirmRef}
          type="password"
          autoComplete="new-password"
          value={confirm}
          invalid={mismatch}
          onChange={(event) => onConfirm(event.detail.value)}
        />
      </FormField>
    </SpaceBetween>
  );
}
