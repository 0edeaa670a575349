import Flashbar from '@cloudscape-design/components/flashbar';
import { useNotifications } from './notifications-context';

/** The page's flash messages (for AppLayout's notifications slot). */
export function PageNotifications() {
  const { notices, dismiss } = useNotifications();
  return (
    <Flashbar
      items={notices.map((notice) => ({
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
