import { helpRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { exportHelp } from '../../services/help/bulk/export-service';
import { importHelp, previewHelpImport } from '../../services/help/bulk/bulk-import-service';
import { addHelp, deleteHelp, listHelp, updateHelp } from '../../services/help/help-service';
import { simulateQuestion } from '../../services/help/simulate-service';

export const handler = groupHandler(
  bindGroup('help', [helpRoutes], {
    GetHelp: ({ query, principal }) => listHelp(query, principal),
    AddHelp: ({ body, principal }) => addHelp(body, principal),
    UpdateHelp: ({ body, principal }) => updateHelp(body, principal),
    DeleteHelp: ({ body, principal }) => deleteHelp(body, principal),
    QandASimulate: ({ body, principal }) => simulateQuestion(body, principal),
    ExportHelp: ({ query, principal }) => exportHelp(query, principal),
    ImportHelp: ({ body, principal }) => importHelp(body, principal),
    PreviewHelpImport: ({ body, principal }) => previewHelpImport(body, principal),
  }),
);
