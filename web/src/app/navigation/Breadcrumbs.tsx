import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, navItemByHref } from './nav-config';

/** Pages outside the navigation: their place under a navigation item (or on their own). */
const otherPages: { match: RegExp; parent?: string; text: string }[] = [
  { match: /^\/Account\/ChangePassword$/, text: 'Change password' },
  { match: /^\/setup\/(?!systems$)[^/]+(\/[^/]+)?$/, parent: '/setup/systems', text: 'System setup' },
];

/** Switchboard › Screen, from the navigation config (and, for other pages, their parent screen). */
export function Breadcrumbs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const item = navItemByHref(pathname);
  const items: BreadcrumbGroupProps.Item[] = [{ text: 'Switchboard', href: HOME_PATH }];
  if (item) items.push({ text: item.text, href: item.href });
  const other = item ? undefined : otherPages.find((page) => page.match.test(pathname));
  if (other) {
    const parent = other.parent ? navItemByHref(other.parent) : undefined;
    if (parent) items.push({ text: parent.text, href: parent.href });
    items.push({ text: other.text, href: pathname });
  }
  return (
    <BreadcrumbGroup
      ariaLabel="Breadcrumbs"
      expandAriaLabel="Show path"
      items={items}
      onFollow={(event) => {
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
