import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { addHelp, deleteHelp, listHelp, updateHelp } from '../../services/help/help-service';
import { simulateQuestion } from '../../services/help/simulate-service';

export const handler = groupHandler(
  bindGroup('help', {
    GetHelp: ({ query, principal }) => listHelp(query, principal),
    AddHelp: ({ body, principal }) => addHelp(body, principal),
    UpdateHelp: ({ body, principal }) => updateHelp(body, principal),
    DeleteHelp: ({ body, principal }) => deleteHelp(body, principal),
    QandASimulate: ({ body, principal }) => simulateQuestion(body, principal),
  }),
);
