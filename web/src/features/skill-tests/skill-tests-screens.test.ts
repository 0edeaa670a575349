import { fillMessage, messages, skillTest } from '@switchboard/shared';
import { describeScreenContracts, guid } from '../../components/list-screen/screen-contract';
import { DefinitionFiles } from './definition-files';
import { skillTestsScreen } from './skill-tests-screen';

/**
 * The skill tests screen's declaration against addSkillTest's and EditSkillTest's schemas: what skill-tests.spec.ts's
 * add and edit checked of the form and the row (a new test has no schedule and sends no report; the report by email
 * needs its address). The chosen file is uploaded before the save (prepareBody) and named by its Url: the Url here is
 * the one an upload gives. The upload, the JSON editor and Run keep their e2e.
 */
describeScreenContracts([
  {
    title: 'Skill tests',
    screen: skillTestsScreen({ files: new DefinitionFiles(), rowActions: () => null, headerActions: null }),
    item: skillTest,
    idKey: 'Id',
    typed: {
      Id: guid(9),
      Name: 'E2E skill test',
      SendReportAsEmail: 'true',
      ReportEmail: 'reports@example.com',
      Url: '/Media/Files/greetings.json',
      File: 'greetings.JSON',
    },
    defaults: { ScheduleType: '0', SendReportAsEmail: 'false', ReportEmail: '' },
    // The stored test has no chosen file: its Url names the uploaded one.
    row: (stored) => ({ ...stored, LastRun: null, NextRunAt: null }),
    readBack: { File: '' },
    details: ['Name: E2E skill test', 'None', 'reports@example.com'],
    texts: {
      created: 'Skill test added.',
      updated: 'Skill test updated.',
      deleted: 'Skill test deleted.',
      deleteQuestion: fillMessage(messages.msg_skill_test_delete_confirm, { name: 'E2E skill test' }),
    },
  },
]);
