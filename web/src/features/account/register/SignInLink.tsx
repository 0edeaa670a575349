import Link from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../api/redirect';

export function SignInLink({ children = 'Sign in' }: { children?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={LOGIN_PATH}
      onFollow={(event) => {
        event.preventDefault();
        navigate(LOGIN_PATH);
      }}
    >
      {children}
    </Link>
  );
}
