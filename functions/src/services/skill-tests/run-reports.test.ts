import type { StepResult, TestRun } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { reportFileName, runCsv, runJunit } from './run-reports';

const run: TestRun = {
  RunID: 'r-1',
  TestId: 't-1',
  TestName: 'Café <hours> & "more"',
  StartedAt: '2026-11-23T06:00:00.000Z',
  FinishedAt: '2026-11-23T06:00:01.500Z',
  RunBy: 'staff@example.com',
  Trigger: 'manual',
  Status: 'Failed',
  StepCount: 2,
  PassedCount: 1,
  PassRate: 50,
};
const step = (index: number, passed: boolean, say: string): StepResult => ({
  Index: index,
  Say: say,
  Expected: 'contains "nine"',
  ActualText: 'We open at nine, "sharp".',
  MatchedHelpID: 'h-1',
  MatchedQuestion: 'When do you open?',
  Score: 0.8,
  LatencyMs: 4.2,
  Passed: passed,
  Failures: passed ? [] : ['the answer does not contain "ten"'],
});
const steps = [step(1, true, 'when do you open'), step(2, false, '=HYPERLINK("http://evil")')];

describe('run reports', () => {
  it('writes CSV a row a step, quoted, with formulas kept as text', () => {
    const lines = runCsv(steps).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '"1","when do you open","contains ""nine""","We open at nine, ""sharp"".","h-1","When do you open?","0.8","4.2","pass","","","","",""',
    );
    expect(lines[2]).toContain('"\'=HYPERLINK(""http://evil"")"');
  });

  it('writes JUnit XML with a failure element per failing step, escaping every text', () => {
    const xml = runJunit(run, steps);
    expect(xml).toContain(
      '<testsuite name="Café &lt;hours&gt; &amp; &quot;more&quot;" tests="2" failures="1" errors="0" timestamp="2026-11-23T06:00:00.000Z" time="1.500">',
    );
    expect(xml).toContain(
      '<testcase classname="Café &lt;hours&gt; &amp; &quot;more&quot;" name="1. when do you open" time="0.004"/>',
    );
    expect(xml).toContain('<failure message="the answer does not contain &quot;ten&quot;" type="expectation">');
  });

  it('names the file after the test and the run', () => {
    expect(reportFileName(run, 'xml')).toBe('Cafe-hours-more-2026-11-23T060000.xml');
  });

  it('carries the conversation of each step: the context it was asked in, the topic it left, the follow-ups', () => {
    const inConversation: StepResult = {
      ...step(3, true, 'who made this'),
      Context: { Topic: 'Nexus', HelpID: 'h-9', Entry: 'Nexus' },
      Topic: 'Nexus',
      FollowUps: ['Welcome Figure', '=cmd'],
    };
    const lines = runCsv([inConversation]).split('\r\n');
    expect(lines[0]).toContain('"ContextTopic","ContextEntry","Topic","FollowUps"');
    expect(lines[1]).toMatch(/"Nexus","Nexus","Nexus","Welcome Figure; =cmd"$/);
    const failing = { ...inConversation, Index: 4, Passed: false, Failures: ['expected the topic "Maru"'] };
    expect(runJunit(run, [failing])).toMatch(
      /name="4\. who made this" time="0\.004">\n {4}<failure message="expected the topic &quot;Maru&quot;"[\s\S]*?<\/failure>\n {4}<properties>/,
    );
    expect(runJunit(run, [inConversation])).toContain(
      [
        '  <testcase classname="Café &lt;hours&gt; &amp; &quot;more&quot;" name="3. who made this" time="0.004">',
        '    <properties>',
        '      <property name="context.topic" value="Nexus"/>',
        '      <property name="context.entry" value="Nexus"/>',
        '      <property name="topic" value="Nexus"/>',
        '      <property name="followUps" value="Welcome Figure; =cmd"/>',
        '    </properties>',
        '  </testcase>',
      ].join('\n'),
    );
  });
});
