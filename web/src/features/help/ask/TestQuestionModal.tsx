import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { ClosingModal } from '../../../components/modal/ClosingModal';
import { AskPanel } from './AskPanel';

/** The Help page's test-question dialog: one question alone, or, when the curator turns it on, a conversation. */
export function TestQuestionModal({ onDismiss }: { onDismiss: () => void }) {
  const [conversation, setConversation] = useState(false);
  return (
    <ClosingModal header="Test a question" size="large" onDismiss={onDismiss}>
      <SpaceBetween size="m">
        <Toggle
          checked={conversation}
          onChange={(event) => setConversation(event.detail.checked)}
          description="Each question is asked in the topic and after the answer before it."
        >
          As a conversation
        </Toggle>
        {/* A new panel when the mode changes: a conversation starts with nothing said. */}
        <AskPanel key={String(conversation)} autoFocus conversation={conversation} />
      </SpaceBetween>
    </ClosingModal>
  );
}
