import { defaultSettingFieldKind } from './field-kinds';
import { FieldDefinitionsPage } from './FieldDefinitionsPage';

/** /catalogue/default-setting-fields (spec part 1, screen 3). */
export default function DefaultSettingFieldsPage() {
  return <FieldDefinitionsPage kind={defaultSettingFieldKind} />;
}
