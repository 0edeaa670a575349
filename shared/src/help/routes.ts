import { crudRoutes } from '../core/crud-routes';
import { success } from '../core/answers';
import { lazySchema } from '../core/lazy-schema';
import { route } from '../core/route';
import { organizationOption } from '../content/lookups';
import { helpBalance, helpBalanceRequest } from './balance';
import * as z from 'zod/mini';
import { bulkExportEntry, bulkImportRequest, bulkOutcome, bulkPreview } from './bulk';
import { helpImportRecord, undoHelpImportAnswer, undoHelpImportRequest } from './bulk-undo';
import {
  help,
  helpInput,
  helpListQuery,
  helpPhrasing,
  helpRef,
  helpUpdate,
  questionAnswer,
  questionRequest,
} from './schemas';

/**
 * The help Q&A calls (spec part 2 §7): Staff and OrgAdmin keep their organization's knowledge base (DESIGN §3); a
 * PlatformAdmin has no organization content. GetHelp pages on the server; its Organizations come with the first page.
 */
const access = ['OrgAdmin', 'Staff'] as const;

export const helpRoutes = {
  ...crudRoutes({
    group: 'help',
    prefix: '/SetupProcessEntity',
    readers: access,
    writers: access,
    item: help,
    what: 'help entries',
    list: {
      name: 'GetHelp',
      query: helpListQuery,
      paged: true,
      search: true,
      items: 'Helps',
      lookups: { Organizations: organizationOption },
      summary: 'Help entries, newest first; with categoryID, one category’s.',
    },
    add: { name: 'AddHelp', body: helpInput, summary: 'Add a help entry; a question another entry has answers 409.' },
    update: {
      name: 'UpdateHelp',
      body: helpUpdate,
      summary: 'Replace a help entry; with Version, only if nobody changed it meanwhile (else 409).',
    },
    remove: { name: 'DeleteHelp', method: 'POST', body: helpRef, summary: 'Delete a help entry (its HelpID counts).' },
  }),
  QandASimulate: route({
    method: 'POST',
    path: '/SetupProcessEntity/QandASimulate',
    group: 'help',
    access,
    body: questionRequest,
    answer: questionAnswer,
    summary: 'Answers a test question from the organization’s active, unexpired entries (or the no-match answer).',
  }),
  GetHelpAnsweringBalance: route({
    method: 'GET',
    path: '/SetupProcessEntity/GetHelpAnsweringBalance',
    group: 'help',
    access,
    answer: helpBalance,
    summary:
      'The answering balance (answer more -2 … 2 ask more) and what each step does with the knowledge base’s own leave-one-out questions.',
  }),
  SetHelpAnsweringBalance: route({
    method: 'POST',
    path: '/SetupProcessEntity/SetHelpAnsweringBalance',
    group: 'help',
    access: ['OrgAdmin'],
    body: helpBalanceRequest,
    answer: helpBalance,
    summary: 'Sets the organization’s answering balance; QandASimulate uses it at once.',
  }),
  AddHelpPhrasing: route({
    method: 'POST',
    path: '/SetupProcessEntity/AddHelpPhrasing',
    group: 'help',
    access,
    body: helpPhrasing,
    answer: success,
    summary:
      'Adds one question to an entry (from a test question the engine missed or matched wrongly); a question another entry has answers 409.',
  }),
  ...crudRoutes({
    group: 'help',
    prefix: '/SetupProcessEntity',
    readers: access,
    writers: access,
    item: bulkExportEntry,
    what: 'help entries (bulk)',
    list: {
      name: 'ExportHelp',
      paged: true,
      summary: 'Every help entry as the bulk files hold it (questions, answer, category, media, attributes), paged.',
    },
    add: {
      name: 'ImportHelp',
      body: bulkImportRequest,
      answer: bulkOutcome,
      summary: 'Imports a chunk of a bulk file: stores the valid entries (new or changed), reports the invalid rows.',
    },
  }),
  PreviewHelpImport: route({
    method: 'POST',
    path: '/SetupProcessEntity/PreviewHelpImport',
    group: 'help',
    access,
    body: bulkImportRequest,
    answer: bulkPreview,
    summary:
      'Dry run of ImportHelp: what a chunk would add, change or leave, its invalid rows and its questions another entry already answers (near-duplicates); stores nothing.',
  }),
  GetHelpImports: route({
    method: 'GET',
    path: '/SetupProcessEntity/GetHelpImports',
    group: 'help',
    access,
    answer: /* @__PURE__ */ lazySchema(() => z.array(helpImportRecord)),
    summary: 'The organization’s imports of the last 7 days, newest first: what each added, changed and deleted.',
  }),
  UndoHelpImport: route({
    method: 'POST',
    path: '/SetupProcessEntity/UndoHelpImport',
    group: 'help',
    access: ['OrgAdmin'],
    body: undoHelpImportRequest,
    answer: undoHelpImportAnswer,
    summary:
      'Undoes an import of the last 7 days: deletes what it added, restores what it changed, recreates what it deleted; entries changed since are left and named. A second undo at once answers 409.',
  }),
};
