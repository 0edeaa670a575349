import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { employeeScreen } from './employee-screen';

/** /content/employees */
export default function EmployeesPage() {
  // The manager select offers every employee, not only the table's loaded page: the list read whole (up to the
  // server's 2,000), which also brings the lookups.
  const whole = useRoute('GetEmployees', undefined, { staleTime: 60_000 });
  const answer = whole.data;
  const config = useMemo(
    () =>
      employeeScreen({
        employees: answer?.Employees,
        locations: answer?.Locations,
        departments: answer?.Departments,
        loading: whole.isPending,
      }),
    [answer, whole.isPending],
  );
  return <ListScreen config={config} />;
}
