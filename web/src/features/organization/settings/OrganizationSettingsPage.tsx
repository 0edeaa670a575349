import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { settingScreen } from './setting-screen';

/** /organization/settings */
export default function OrganizationSettingsPage() {
  const categories = useRoute('SettingCategories', undefined, { staleTime: 5 * 60_000 });
  const definitions = useRoute('GetSystemSettingLists', undefined, { staleTime: 60_000 });
  const settings = useRoute('SystemSettings');
  const config = useMemo(
    () =>
      settingScreen({
        categories: categories.data ?? [],
        definitions: definitions.data ?? [],
        valued: new Set((settings.data ?? []).map((setting) => setting.SystemSettingListID)),
        loading: categories.isPending || definitions.isPending,
      }),
    [categories.data, definitions.data, settings.data, categories.isPending, definitions.isPending],
  );
  return <ListScreen config={config} />;
}
