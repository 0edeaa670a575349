import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { accessAllows, routes, type HelpBalance } from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClosingModal } from '../../components/modal/ClosingModal';
import { failureText } from '../../api/api-error';
import { api } from '../../api/client';
import { setCachedAnswer, useRoute } from '../../api/use-route';
import { usePrincipal } from '../../session/principal';

const STEP_NAMES: Record<number, string> = {
  [-2]: 'Answer most',
  [-1]: 'Answer more',
  0: 'Balanced',
  1: 'Ask more',
  2: 'Ask most',
};
type Figures = HelpBalance['Steps'][number];
type SkillTestFigures = HelpBalance['SkillTestSteps'][number];
const share = (count: number, of: number) => `${count} (${of ? Math.round((count / of) * 100) : 0} %)`;

/**
 * The Help page's answering balance: what each step would do with the knowledge base's own questions (each asked
 * without itself), and, for an OrgAdmin, the choice between answering more and asking more (used at once).
 */
export function AnsweringBalanceModal({ onDismiss }: { onDismiss: () => void }) {
  const role = usePrincipal().Role;
  const canSet = accessAllows(routes.SetHelpAnsweringBalance.access, role);
  const balance = useRoute('GetHelpAnsweringBalance', undefined, { retry: false });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (Step: number) => api('SetHelpAnsweringBalance', { body: { Step } }),
    onSuccess: (answer) => setCachedAnswer(queryClient, 'GetHelpAnsweringBalance', () => answer),
  });
  const data = balance.data;
  const questions = data?.Steps[0]?.Questions ?? 0;
  const name = (f: { Step: number }) => `${STEP_NAMES[f.Step]}${f.Step === data?.Step ? ' (current)' : ''}`;
  return (
    <ClosingModal header="Answering balance" size="large" onDismiss={onDismiss}>
      {balance.isPending && <Spinner size="large" />}
      {balance.isError && <Alert type="info">{failureText('The figures could not be read.', balance.error)}</Alert>}
      {data && (
        <SpaceBetween size="m">
          {data.Basis === 'Entries' ? (
            <>
              <Box>
                Of {questions} of the knowledge base’s own questions, each asked without its entry, what the assistant
                would do at each step. Asking more answers fewer questions wrong, and asks or refuses more of them.
              </Box>
              <Alert type="info" header="Your entries have one question each">
                So the figures cannot show how your users rephrase a question: asked without its entry, a question has
                no right answer left, and refusing it is right. Until entries have other phrasings the assistant answers
                only questions very close to one of yours. Add the phrasings your users try (in Chat, “Add this phrasing
                to a nearby entry”): with 20 or more, the figures are measured on them. Meanwhile “Ask more” asks which
                entry was meant when a question comes close to one and names it, instead of refusing it.
              </Alert>
            </>
          ) : data.Steps.length ? (
            <Box>
              Of {questions} of the knowledge base’s own questions, each asked without itself, what the assistant would
              do at each step. Asking more answers fewer questions wrong, and asks or refuses more of them.
            </Box>
          ) : (
            <Alert type="info">
              The figures appear once the knowledge base has entries and has answered a question.
            </Alert>
          )}
          {data.Steps.length > 0 && (
            <Table<Figures>
              variant="embedded"
              ariaLabels={{ tableLabel: 'What each step does' }}
              items={data.Steps}
              trackBy="Step"
              columnDefinitions={[
                { id: 'step', header: 'Step', cell: (f) => name(f), isRowHeader: true },
                { id: 'right', header: 'Answered right', cell: (f) => share(f.Right, f.Questions) },
                { id: 'clarified', header: 'Asks which', cell: (f) => share(f.Clarified, f.Questions) },
                { id: 'refused', header: 'Refused', cell: (f) => share(f.Refused, f.Questions) },
                { id: 'wrong', header: 'Answered wrong', cell: (f) => share(f.Wrong, f.Questions) },
                { id: 'threshold', header: 'Score needed', cell: (f) => f.Threshold.toFixed(2) },
              ]}
            />
          )}
          <SkillTestFiguresTable balance={data} name={name} />
          {canSet ? (
            <SpaceBetween size="xs">
              <RadioGroup
                ariaLabel="Answering balance"
                value={String(data.Step)}
                onChange={({ detail }) => save.mutate(Number(detail.value))}
                items={[-2, -1, 0, 1, 2].map((step) => ({ value: String(step), label: STEP_NAMES[step]! }))}
              />
              {save.isPending && <Spinner />}
              {save.isError && <Alert type="error">{failureText('The balance was not saved.', save.error)}</Alert>}
            </SpaceBetween>
          ) : (
            <Box>Current step: {STEP_NAMES[data.Step]}. An organization admin can change it.</Box>
          )}
        </SpaceBetween>
      )}
    </ClosingModal>
  );
}

/** The same steps replayed on the steps of the organization's latest skill-test runs, or why there are none. */
function SkillTestFiguresTable({ balance, name }: { balance: HelpBalance; name: (f: { Step: number }) => string }) {
  if (balance.SkillTestSteps.length === 0)
    return (
      <Box>
        {balance.SkillTestRuns === 0
          ? 'No skill test has run yet: run one to see how each step fares with its questions.'
          : 'The latest skill-test runs have no steps that can be asked again (their tests changed since).'}
      </Box>
    );
  const steps = balance.SkillTestSteps[0]!.Questions;
  const tests = balance.SkillTestRuns === 1 ? '1 skill test' : `${balance.SkillTestRuns} skill tests`;
  return (
    <SpaceBetween size="xs">
      <Box>
        The {steps} steps of the latest runs of {tests}, asked again at each step. Right: the step would pass (a refusal
        or a question it expects included).
      </Box>
      <Table<SkillTestFigures>
        variant="embedded"
        ariaLabels={{ tableLabel: 'What each step does with the skill tests' }}
        items={balance.SkillTestSteps}
        trackBy="Step"
        columnDefinitions={[
          { id: 'step', header: 'Step', cell: (f) => name(f), isRowHeader: true },
          { id: 'right', header: 'Right', cell: (f) => share(f.Right, f.Questions) },
          { id: 'clarified', header: 'Asks which', cell: (f) => share(f.Clarified, f.Questions) },
          { id: 'refused', header: 'Refused', cell: (f) => share(f.Refused, f.Questions) },
          { id: 'wrong', header: 'Wrong', cell: (f) => share(f.Wrong, f.Questions) },
        ]}
      />
    </SpaceBetween>
  );
}
