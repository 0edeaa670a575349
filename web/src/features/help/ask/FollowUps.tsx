import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FollowUpPrompt } from '@switchboard/shared';

/** An answer's follow-up prompts, one button each: choosing one asks its text in the conversation. */
export function FollowUps({ prompts, onAsk }: { prompts: FollowUpPrompt[]; onAsk: (question: string) => void }) {
  return (
    <div role="group" aria-label="Follow-up questions">
      <SpaceBetween size="xs">
        <Box variant="awsui-key-label">Ask next</Box>
        <SpaceBetween size="xs" direction="horizontal">
          {prompts.map((prompt, index) => (
            <Button key={index} onClick={() => onAsk(prompt.Text)}>
              {prompt.Text}
            </Button>
          ))}
        </SpaceBetween>
      </SpaceBetween>
    </div>
  );
}
