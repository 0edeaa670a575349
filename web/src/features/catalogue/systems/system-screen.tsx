import { fillMessage, messages } from '@switchboard/shared';
import type { ReactNode } from 'react';
import { recordMessages, specDelays } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { categoryOptions } from '../catalogue-options';
import type { SystemLists } from '../catalogue-options';
import { SystemFieldLinks } from './SystemFieldLinks';
import { systemForm, type SystemFormValues } from './system-form';
import { systemRows, type SystemRow } from './system-rows';

interface Options {
  canEdit: boolean;
  lists: SystemLists | undefined;
  /** The category filter of the page. */
  categoryId: string | undefined;
  filters: ReactNode;
}

/** The systems of the catalogue (spec part 1, screen 2), filterable by category. */
export function systemScreen({
  canEdit,
  lists,
  categoryId,
  filters,
}: Options): ListScreenConfig<SystemRow, SystemFormValues> {
  return {
    id: 'catalogue-systems',
    title: 'Systems',
    noun: 'system',
    variant: 'section',
    description: 'The external systems an organization can connect to, each in one category.',
    routes: canEdit
      ? { list: 'GetSystemLists', create: 'SubmitSystemList', update: 'UpdateSystemList', remove: 'DeleteSystemList' }
      : { list: 'GetSystemLists' },
    selectRows: (answer) => systemRows(answer as SystemLists, categoryId),
    filters,
    emptyText: categoryId ? 'The chosen category holds no systems.' : undefined,
    invalidates: ['GetSystemListDefaultSettingFields', 'GetSystemListConnectionFields'],
    itemId: (system) => system.SystemListID,
    itemLabel: (system) => system.Name,
    columns: [
      {
        id: 'name',
        header: 'Name',
        cell: (system) => system.Name,
        sortingField: 'Name',
        isRowHeader: true,
        filterText: (system) => system.Name,
      },
      {
        id: 'category',
        header: 'Category',
        cell: (system) => system.Category,
        sortingField: 'Category',
        filterText: (system) => system.Category,
      },
      { id: 'fields', header: 'Fields', cell: (system) => <SystemFieldLinks system={system} />, minWidth: 280 },
    ],
    form: systemForm(categoryOptions(lists), categoryId),
    details: (system) => [
      { label: 'Name', value: system.Name },
      { label: 'Category', value: system.Category },
      { label: 'Fields', value: <SystemFieldLinks system={system} /> },
      // Only a PlatformAdmin's catalogue counts them.
      ...(system.ConnectionCount === undefined
        ? []
        : [{ label: 'Connections using it', value: String(system.ConnectionCount) }]),
      { label: 'System ID', value: system.SystemListID },
    ],
    // The server refuses deleting a system connections use; the catalogue answer counts them for a PlatformAdmin.
    deleteDisabledReason: (system) =>
      system.ConnectionCount
        ? fillMessage(messages.msg_system_in_use, { system: system.Name, n: system.ConnectionCount })
        : undefined,
    toDeleteQuery: (system) => ({ id: system.SystemListID }),
    messages: recordMessages('system'),
    ...specDelays(),
  };
}
