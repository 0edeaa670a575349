import { useMemo } from 'react';
import { usePrincipal } from '../../../app/auth/principal';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { invoiceScreen } from './invoice-screen';
import { useOrganizations } from './use-organizations';

/** /billing/invoices */
export default function InvoicesPage() {
  const principal = usePrincipal();
  const platformWide = principal.Role === 'PlatformAdmin';
  const organizations = useOrganizations(platformWide);
  const config = useMemo(
    () =>
      invoiceScreen({
        platformWide,
        organizations: organizations.data ?? [],
        organizationsLoading: organizations.isPending && platformWide,
      }),
    [platformWide, organizations.data, organizations.isPending],
  );
  return <ListScreen config={config} />;
}
