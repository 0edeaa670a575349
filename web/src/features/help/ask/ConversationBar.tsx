import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ConversationContext } from '@switchboard/shared';

/** Where the conversation is: its topic (set by the answers), and "Start over" to leave it. */
export function ConversationBar({
  context,
  onStartOver,
}: {
  context: ConversationContext | undefined;
  onStartOver: () => void;
}) {
  const started = Boolean(context?.Topic || context?.HelpID);
  return (
    <div role="status" aria-label="Conversation" data-testid="help-conversation">
      <SpaceBetween size="s" direction="horizontal" alignItems="center">
        <Box variant="span">
          Topic: <strong data-testid="help-conversation-topic">{context?.Topic ?? 'none'}</strong>
        </Box>
        <Button onClick={onStartOver} disabled={!started}>
          Start over
        </Button>
      </SpaceBetween>
    </div>
  );
}
