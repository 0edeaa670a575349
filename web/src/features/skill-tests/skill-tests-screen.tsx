import { fillMessage, messages, SKILL_TESTS_PAGE_SIZE, type SkillTest } from '@switchboard/shared';
import type { ReactNode } from 'react';
import { listScreen } from '../../components/list-screen/entity-fields';
import { recordMessages } from '../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../components/list-screen/types';
import { definitionFileProblem } from './definition-file';
import { DefinitionFileControl } from './DefinitionFileControl';
import type { DefinitionFiles } from './definition-files';
import { skillTestFields, type SkillTestValues } from './skill-test-fields';

export interface SkillTestsScreenOptions {
  files: DefinitionFiles;
  /** Edit JSON and Run of a row (the screen's own actions, between Edit / Details and Delete). */
  rowActions: (test: SkillTest) => ReactNode;
  headerActions: ReactNode;
}

const toBody = (values: SkillTestValues) => {
  const emailed = values.SendReportAsEmail === 'true';
  return {
    Id: values.Id,
    Name: values.Name,
    ScheduleType: values.ScheduleType,
    SendReportAsEmail: emailed,
    ReportEmail: emailed ? values.ReportEmail.trim() : '',
    Url: values.Url,
  };
};

/**
 * /skilltest/index (spec part 2 §2): 25 a page with every page number, columns 35 %, 25 %, 20 % wide and the
 * actions last (not sortable). The spec's three widths are of four columns, so the next run shows under its
 * schedule. The whole list is read (it is short: tests are written by hand) so the page numbers are known.
 */
export function skillTestsScreen({
  files,
  rowActions,
  headerActions,
}: SkillTestsScreenOptions): ListScreenConfig<SkillTest, SkillTestValues> {
  return listScreen({
    fields: skillTestFields((props) => <DefinitionFileControl {...props} files={files} />),
    data: {
      list: 'GetTests',
      pageSize: SKILL_TESTS_PAGE_SIZE,
      readAll: true,
      create: 'addSkillTest',
      update: 'EditSkillTest',
      remove: 'deleteSkillTest',
      toDeleteQuery: (test) => ({ id: test.Id }),
      // The chosen file is uploaded first; the test then names where it is (Url).
      prepareBody: (body) => files.withUploadedUrl(body as { Id: string; Url: string }),
    },
    table: {
      id: 'skill-tests',
      title: 'Skill tests',
      description: 'Conversations the assistant must answer as expected: run them by hand or on a schedule.',
      noun: 'skill test',
      itemId: (test) => test.Id,
      itemLabel: (test) => test.Name,
      emptyText: 'There are no skill tests yet. Add one with a .json definition, or create one from the Help Q&A.',
      wrapLines: true,
      pageSize: SKILL_TESTS_PAGE_SIZE,
      fullNumberPagination: true,
      headerActions,
      moreRowActions: rowActions,
      actionsWidth: '20%',
      columns: ['Name', 'ScheduleType', 'LastRun'],
    },
    form: {
      fields: ['Name', 'ScheduleType', 'SendReportAsEmail', 'ReportEmail', 'File'],
      empty: () => ({
        Id: crypto.randomUUID(),
        Name: '',
        ScheduleType: '0',
        SendReportAsEmail: 'false',
        ReportEmail: '',
        Url: '',
        File: '',
      }),
      fromItem: (test) => ({
        Id: test.Id,
        Name: test.Name,
        ScheduleType: test.ScheduleType,
        SendReportAsEmail: String(test.SendReportAsEmail),
        ReportEmail: test.ReportEmail,
        Url: test.Url,
        File: '',
      }),
      // A new test's definition is the uploaded file: TestDefinitionJson stays empty (spec part 2 §3).
      toCreateBody: (values) => ({ ...toBody(values), TestDefinitionJson: '' }),
      toUpdateBody: (values) => toBody(values),
      extraErrors: (values, mode) => ({ File: definitionFileProblem(values.File, values.Url, mode) }),
    },
    details: [
      'Name',
      'ScheduleType',
      'NextRunAt',
      'LastRun',
      'SendReportAsEmail',
      'ReportEmail',
      'File',
      'DateLastUpdated',
      'CreatedBy',
    ],
    messages: {
      ...recordMessages('skill test'),
      deleteQuestion: (name) => fillMessage(messages.msg_skill_test_delete_confirm, { name }),
    },
  });
}
