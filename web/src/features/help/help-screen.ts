import type { Help } from '@switchboard/shared';
import type { ReactNode } from 'react';
import { listScreen } from '../../components/list-screen/entity-fields';
import { recordMessages } from '../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../components/list-screen/types';
import { helpExtraNames } from './help-extra-fields';
import { helpFields, type HelpChoices } from './help-fields';
import { helpForm, type HelpValues } from './help-form';

const base = recordMessages('help entry');
const columns = ['ShortDescription', 'LongDescription', 'MediaType', 'MediaUrl', 'HelpCategoryID', 'Active'] as const;

/** GetHelp answers {Helps, Organizations}: the rows are its Helps. */
const entriesOf = (answer: unknown) => (answer as { Helps?: Help[] }).Helps ?? [];

export interface HelpScreenOptions extends HelpChoices {
  /** GetHelp's categoryID (undefined: every category). */
  categoryID: string | undefined;
  filters: ReactNode;
  headerActions: ReactNode;
}

/**
 * The Help Q&A screen (spec part 2 §2) as a list screen. A failed save: a server fault (500) is shown as the server
 * said it; a question another entry holds is the server's 409 "Question already exists."; a refusal naming a field
 * lands on that field; a version conflict offers Reload.
 */
export function helpScreen(options: HelpScreenOptions): ListScreenConfig<Help, HelpValues> {
  return listScreen({
    fields: helpFields(options),
    data: {
      list: 'GetHelp',
      listQuery: { categoryID: options.categoryID },
      selectRows: entriesOf,
      create: 'AddHelp',
      update: 'UpdateHelp',
      remove: 'DeleteHelp',
      toDeleteBody: (entry) => ({ HelpID: entry.HelpID }),
    },
    table: {
      id: 'help-entries',
      title: 'Help Q&A',
      description: 'What the assistant answers: each entry’s questions share one answer.',
      noun: 'help entry',
      plural: 'help entries',
      addLabel: 'Add entry',
      itemId: (entry) => entry.HelpID,
      itemLabel: (entry) => entry.ShortDescription.split(';')[0] ?? entry.HelpID,
      emptyText: options.categoryID ? 'No entry in this category.' : 'No help entry yet.',
      wrapLines: true,
      filters: options.filters,
      headerActions: options.headerActions,
      actionsWidth: 220,
      columns: [
        ...columns,
        'ReleaseTime',
        'ExpireTime',
        'AttributesJSON',
        'DateLastUpdated',
        'LastUpdatedBy',
        'ExternalID',
        'Topic',
        'Tags',
      ],
    },
    form: helpForm(),
    details: [
      'ShortDescription',
      'LongDescription',
      'MediaType',
      'MediaUrl',
      'HelpCategoryID',
      'Active',
      'ReleaseTime',
      'ExpireTime',
      'AttributesJSON',
      'DateLastUpdated',
      'LastUpdatedBy',
      ...helpExtraNames,
    ],
    messages: base,
  });
}
