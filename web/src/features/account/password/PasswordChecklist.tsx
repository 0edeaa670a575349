import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { passwordRules } from '@switchboard/shared';
import './password.css';

/**
 * The password policy (shared passwordRules, the server's own) as a live checklist: each rule shows success once
 * the password meets it and error while it does not (neutral before anything is typed).
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="sb-password-checklist" aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.key}>
            <StatusIndicator
              type={met ? 'success' : password ? 'error' : 'pending'}
              iconAriaLabel={met ? 'Met' : 'Not met'}
            >
              {rule.label}
            </StatusIndicator>
          </li>
        );
      })}
    </ul>
  );
}
