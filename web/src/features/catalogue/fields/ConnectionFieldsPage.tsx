import { connectionFieldKind } from './field-kinds';
import { FieldDefinitionsPage } from './FieldDefinitionsPage';

/** /catalogue/connection-fields (spec part 1, screen 4). */
export default function ConnectionFieldsPage() {
  return <FieldDefinitionsPage kind={connectionFieldKind} />;
}
