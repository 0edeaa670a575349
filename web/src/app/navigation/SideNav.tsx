import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { Role } from '@switchboard/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../components/page/home-path';
import { navSectionsFor } from '../screens/lookup';

/** Side navigation under the organization's name: Home, then the role's screens grouped by area. */
export function SideNav({ role, organization }: { role: Role; organization: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items: SideNavigationProps.Item[] = [
    { type: 'link', text: 'Home', href: HOME_PATH },
    ...navSectionsFor(role).map((section): SideNavigationProps.Section => ({
      type: 'section',
      text: section.area,
      items: section.items.map((item) => ({ type: 'link', text: item.title, href: item.path })),
    })),
  ];
  return (
    // Room below the last item for the floating Help button (in-app-help.css: 20 px from the foot, 32 px high), so
    // the navigation scrolled to its end shows every item clear of it.
    <div style={{ paddingBottom: 72 }}>
      <SideNavigation
        header={{ text: organization, href: HOME_PATH }}
        activeHref={pathname}
        items={items}
        onFollow={(event) => {
          if (event.detail.external) return;
          event.preventDefault();
          navigate(event.detail.href);
        }}
      />
    </div>
  );
}
