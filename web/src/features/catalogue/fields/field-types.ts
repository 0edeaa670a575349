import { fieldTypes, type FieldType } from '@switchboard/shared';
import type { FieldOption } from '../../../components/list-screen/types';

const meaning: Record<FieldType, string> = {
  String: 'Text',
  Integer: 'Whole number',
  Decimal: 'Number with decimals',
  Boolean: 'true or false',
};

/** The spec's field and column types as select options, each with what it holds. */
export const fieldTypeOptions: FieldOption[] = fieldTypes.map((type) => ({ value: type, description: meaning[type] }));
