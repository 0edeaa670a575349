import Flashbar from '@cloudscape-design/components/flashbar';
import { useLocation } from 'react-router-dom';
import { useNotifications } from './notifications-context';

/** The page's flash messages (for AppLayout's notifications slot): those of this page, and those of none. */
export function PageNotifications() {
  const { notices, dismiss } = useNotifications();
  const { pathname } = useLocation();
  return (
    <Flashbar
      items={notices
        .filter((notice) => notice.page === undefined || notice.page === pathname)
        .map((notice) => ({
          id: notice.id,
          type: notice.type,
          header: notice.header,
          content: notice.content,
          dismissible: true,
          dismissLabel: 'Dismiss message',
          onDismiss: () => dismiss(notice.id),
        }))}
    />
  );
}
