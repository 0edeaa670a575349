import { fillMessage, messages } from '@switchboard/shared';
import type { ReactNode } from 'react';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { categoryOptions, type SystemLists } from '../catalogue-options';
import { SystemFieldLinks } from './SystemFieldLinks';
import { systemRows, type SystemRow } from './system-rows';

type SystemFormValues = { Name: string; SystemListCategoryID: string };

interface Options {
  lists: SystemLists | undefined;
  /** The category filter of the page. */
  categoryId: string | undefined;
  filters: ReactNode;
}

/** The systems of the catalogue (spec part 1, screen 2), filterable by category. */
export function systemScreen({ lists, categoryId, filters }: Options): ListScreenConfig<SystemRow, SystemFormValues> {
  const body = (values: SystemFormValues) => ({
    Name: values.Name,
    SystemListCategoryID: values.SystemListCategoryID || undefined,
  });
  return listScreen({
    fields: {
      Name: {
        label: 'Name',
        column: { id: 'name', isRowHeader: true },
        control: {
          kind: 'text',
          description: 'Connections switch their behaviour on this name, so it is unique across the catalogue.',
          placeholder: 'e.g. Zendesk',
        },
      },
      SystemListCategoryID: {
        label: 'Category',
        show: (system) => system.Category,
        column: { id: 'category', sortingField: 'Category' },
        control: { kind: 'select', options: categoryOptions(lists) },
      },
      fields: {
        label: 'Fields',
        show: (system) => <SystemFieldLinks system={system} />,
        column: { minWidth: 280, filterText: undefined },
      },
      ConnectionCount: {
        label: 'Connections using it',
        show: (system) => String(system.ConnectionCount),
        // Only a PlatformAdmin's catalogue counts them.
        detailShownIf: (system) => system.ConnectionCount !== undefined,
      },
      SystemListID: { label: 'System ID' },
    },
    data: {
      list: 'GetSystemLists',
      selectRows: (answer) => systemRows(answer as SystemLists, categoryId),
      create: 'SubmitSystemList',
      update: 'UpdateSystemList',
      remove: 'DeleteSystemList',
      toDeleteQuery: (system) => ({ id: system.SystemListID }),
      invalidates: ['GetSystemListDefaultSettingFields', 'GetSystemListConnectionFields'],
    },
    table: {
      id: 'catalogue-systems',
      title: 'Systems',
      noun: 'system',
      variant: 'section',
      description: 'The external systems an organization can connect to, each in one category.',
      filters,
      emptyText: categoryId ? 'The chosen category holds no systems.' : undefined,
      itemId: (system) => system.SystemListID,
      recordType: 'System',
      itemLabel: (system) => system.Name,
      columns: ['Name', 'SystemListCategoryID', 'fields'],
      // The server refuses deleting a system connections use; the catalogue answer counts them for a PlatformAdmin.
      deleteDisabledReason: (system) =>
        system.ConnectionCount
          ? fillMessage(messages.msg_system_in_use, { system: system.Name, n: system.ConnectionCount })
          : undefined,
    },
    form: {
      fields: ['Name', 'SystemListCategoryID'],
      empty: () => ({ Name: '', SystemListCategoryID: categoryId ?? '' }),
      fromItem: (system) => ({ Name: system.Name, SystemListCategoryID: system.SystemListCategoryID }),
      toCreateBody: body,
      toUpdateBody: (values, system) => ({ ...body(values), SystemListID: system.SystemListID }),
    },
    details: ['Name', 'SystemListCategoryID', 'fields', 'ConnectionCount', 'SystemListID'],
    messages: recordMessages('system'),
  });
}
