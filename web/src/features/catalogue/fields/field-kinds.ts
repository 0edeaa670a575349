import type { FieldType, RouteName } from '@switchboard/shared';

/** A field definition of a system, as both kinds answer it. */
export interface FieldDefinition {
  FieldName: string;
  FieldLabel: string;
  FieldType: FieldType;
  FieldShortDescription: string;
  SystemListID: string;
  SystemList: string;
}

/** What sets the two kinds of field definitions apart (spec part 1, screens 3 and 4): the rest is shared. */
export interface FieldKind {
  id: string;
  title: string;
  /** Singular, lower case. */
  noun: string;
  description: string;
  idOf: (field: FieldDefinition) => string;
  idField: string;
  routes: { list: RouteName; create: RouteName; update: RouteName; remove: RouteName };
}

const idOf = (field: string) => (definition: FieldDefinition) =>
  String((definition as unknown as Record<string, unknown>)[field]);

export const defaultSettingFieldKind: FieldKind = {
  id: 'catalogue-default-setting-fields',
  title: 'Default setting fields',
  noun: 'default setting field',
  description: 'The settings each organization can give a system (e.g. how many results an answer reads out).',
  idField: 'SystemListDefaultSettingFieldID',
  idOf: idOf('SystemListDefaultSettingFieldID'),
  routes: {
    list: 'GetSystemListDefaultSettingFields',
    create: 'SubmitSystemListDefaultSetting',
    update: 'UpdateSystemListDefaultSetting',
    remove: 'DeleteSystemListDefaultSettingField',
  },
};

export const connectionFieldKind: FieldKind = {
  id: 'catalogue-connection-fields',
  title: 'Connection fields',
  noun: 'connection field',
  description: 'The fields a connection to a system asks for (e.g. an instance name or an API key).',
  idField: 'SystemListConnectionFieldID',
  idOf: idOf('SystemListConnectionFieldID'),
  routes: {
    list: 'GetSystemListConnectionFields',
    create: 'SubmitSystemListConnectionFields',
    update: 'UpdateSystemListConnectionFields',
    remove: 'DeleteSystemListConnectionFields',
  },
};
