import { helpRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const entries = onFirstUse(() => import('../../services/help/help-service'));
const simulate = onFirstUse(() => import('../../services/help/simulate-service'));
const balance = onFirstUse(() => import('../../services/help/answering-index/answering-balance'));
const helpExport = onFirstUse(() => import('../../services/help/bulk/export-service'));
const helpImport = onFirstUse(() => import('../../services/help/bulk/bulk-import-service'));
const helpUndo = onFirstUse(() => import('../../services/help/bulk/undo-import-service'));

export const handler = groupHandler(
  bindGroup('help', [helpRoutes], {
    GetHelp: async ({ query, principal }) => (await entries()).listHelp(query, principal),
    AddHelp: async ({ body, principal }) => (await entries()).addHelp(body, principal),
    UpdateHelp: async ({ body, principal }) => (await entries()).updateHelp(body, principal),
    DeleteHelp: async ({ body, principal }) => (await entries()).deleteHelp(body, principal),
    AddHelpPhrasing: async ({ body, principal }) => (await entries()).addHelpPhrasing(body, principal),
    QandASimulate: async ({ body, principal }) => (await simulate()).simulateQuestion(body, principal),
    GetHelpAnsweringBalance: async ({ principal }) => (await balance()).getAnsweringBalance(principal),
    SetHelpAnsweringBalance: async ({ body, principal }) => (await balance()).setAnsweringBalance(body, principal),
    ExportHelp: async ({ query, principal }) => (await helpExport()).exportHelp(query, principal),
    ImportHelp: async ({ body, principal }) => (await helpImport()).importHelp(body, principal),
    PreviewHelpImport: async ({ body, principal }) => (await helpImport()).previewHelpImport(body, principal),
    GetHelpImports: async ({ principal }) => (await helpUndo()).getHelpImports(principal),
    UndoHelpImport: async ({ body, principal }) => (await helpUndo()).undoHelpImport(body, principal),
  }),
);
