import { useMemo } from 'react';
import { usePrincipal } from '../../../session/principal';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { invoiceScreen } from './invoice-screen';
import { useRoute } from '../../../api/use-route';

/** /billing/invoices */
export default function InvoicesPage() {
  const principal = usePrincipal();
  const platformWide = principal.Role === 'PlatformAdmin';
  // Every organization of the platform, for a PlatformAdmin's choice of the billed one.
  const organizations = useRoute('Organizations', undefined, { enabled: platformWide, staleTime: 5 * 60_000 });
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
