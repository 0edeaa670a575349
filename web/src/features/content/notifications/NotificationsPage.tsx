import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useListAnswer } from '../common/use-list-answer';
import { notificationScreen } from './notification-screen';

/** /content/notifications */
export default function NotificationsPage() {
  const { answer, loading } = useListAnswer('GetNotifications');
  const config = useMemo(
    () =>
      notificationScreen({
        employees: answer?.Employees,
        groups: answer?.Groups,
        locations: answer?.OfficeLocations,
        loading,
      }),
    [answer, loading],
  );
  return <ListScreen config={config} />;
}
