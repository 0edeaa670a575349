import { LOGIN_PATH } from '../../../api/redirect';
import { ConsoleLink } from '../../../components/page/ConsoleLink';

export function SignInLink({ children = 'Sign in' }: { children?: string }) {
  return <ConsoleLink href={LOGIN_PATH}>{children}</ConsoleLink>;
}
