import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../components/page/home-path';
import { screenAt, screenByPath } from '../screens/lookup';
import { useTrailAt } from '../../components/page/page-trail';

/** Switchboard › Screen (› page opened from it), from the screen registry, or the trail the page set (page-trail.ts). */
export function Breadcrumbs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const here = screenAt(pathname);
  const parent = here?.parent ? screenByPath(here.parent) : undefined;
  const trail = useTrailAt(pathname);
  const items: BreadcrumbGroupProps.Item[] = [{ text: 'Switchboard', href: HOME_PATH }];
  if (trail) items.push(...trail);
  else {
    if (parent) items.push({ text: parent.title, href: parent.path });
    if (here) items.push({ text: here.title, href: pathname });
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
