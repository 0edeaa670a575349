import TopNavigation from '@cloudscape-design/components/top-navigation';
import { Mode } from '@cloudscape-design/global-styles';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fullName, roleLabels, usePrincipal } from '../../session/principal';
import { HOME_PATH } from '../../components/page/home-path';
import { setMode, storedMode } from './theme';
import { useSignOut } from './use-sign-out';

/** Product name, light/dark switch and the user menu (name, organization, role, Sign out). */
export function TopBar() {
  const principal = usePrincipal();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [mode, setModeState] = useState(storedMode);
  const nextMode = mode === Mode.Dark ? Mode.Light : Mode.Dark;

  return (
    <TopNavigation
      identity={{
        href: HOME_PATH,
        title: 'Switchboard',
        onFollow: (event) => {
          event.preventDefault();
          navigate(HOME_PATH);
        },
      }}
      utilities={[
        {
          type: 'button',
          iconName: 'light-dark',
          text: nextMode === Mode.Dark ? 'Dark mode' : 'Light mode',
          ariaLabel: nextMode === Mode.Dark ? 'Switch to dark mode' : 'Switch to light mode',
          onClick: () => {
            setMode(nextMode);
            setModeState(nextMode);
          },
        },
        {
          type: 'menu-dropdown',
          text: fullName(principal),
          description: `${principal.OrganizationName} · ${roleLabels[principal.Role]}`,
          iconName: 'user-profile',
          ariaLabel: `User menu of ${fullName(principal)}`,
          items: [
            { id: 'account', text: 'Your account', href: HOME_PATH },
            { id: 'password', text: 'Change password', href: '/Account/ChangePassword' },
            { id: 'signout', text: signOut.isPending ? 'Signing out…' : 'Sign out', disabled: signOut.isPending },
          ],
          onItemClick: (event) => {
            if (event.detail.id === 'signout') signOut.mutate();
          },
          onItemFollow: (event) => {
            event.preventDefault();
            if (event.detail.href) navigate(event.detail.href);
          },
        },
      ]}
      i18nStrings={{ overflowMenuTriggerText: 'More', overflowMenuTitleText: 'All' }}
    />
  );
}
