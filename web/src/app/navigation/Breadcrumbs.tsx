import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, navItemByHref } from './nav-config';

/** Switchboard › Screen, from the navigation config. */
export function Breadcrumbs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const item = navItemByHref(pathname);
  const items: BreadcrumbGroupProps.Item[] = [{ text: 'Switchboard', href: HOME_PATH }];
  if (item) items.push({ text: item.text, href: item.href });
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
