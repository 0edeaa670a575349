import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MediaView } from '../MediaView';
import type { Asked } from './use-ask';

const score = (value: number | null) => (value === null ? '-' : value.toFixed(2));

/** The assistant's answer to a test question, and why: the entry and question that matched, with the score. */
export function AnswerView({ asked }: { asked: Asked }) {
  const { answer } = asked;
  const matched = answer.HelpID !== null;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={`You asked: “${asked.question}”`}
          actions={matched ? <Badge color="green">Answered</Badge> : <Badge color="grey">No match</Badge>}
        >
          Answer
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p" className="sb-help-answer" data-testid="help-answer-text">
          {answer.Text}
        </Box>
        <MediaView type={answer.MediaType} url={answer.MediaUrl} alt="The answer's media" />
        <KeyValuePairs
          columns={3}
          ariaLabel="Why this answer"
          items={[
            {
              label: 'Matched entry',
              // Named by the answer itself: a list of entries may still be loading, or hold only the newest.
              value: answer.MatchedEntry ?? 'None',
            },
            { label: 'Matched question', value: answer.MatchedQuestion ?? 'None' },
            {
              label: 'Score',
              value: `${score(answer.Score)} (answers from ${score(answer.Threshold)})`,
            },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
