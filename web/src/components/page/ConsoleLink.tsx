import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';

/**
 * A link to another page of the console: followed by the router (no page load, what is cached stays), while its
 * address still opens in a new tab.
 */
export function ConsoleLink({ href, ...props }: LinkProps & { href: string }) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
