import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages } from '@switchboard/shared';
import { useState } from 'react';
import { useNotifications } from '../../components/notifications/notifications-context';
import { TestQuestionModal } from './ask/TestQuestionModal';
import { AnsweringBalanceModal } from './AnsweringBalanceModal';
import { openChat } from './open-chat';

/** The Help Q&A header's actions: the test-question dialog, the answering balance and the chat tester. */
export function HelpActions() {
  const [testing, setTesting] = useState(false);
  const [balancing, setBalancing] = useState(false);
  const { notify } = useNotifications();

  const chat = () => {
    if (!openChat()) notify({ type: 'warning', key: 'help-chat-blocked', content: messages.msg_help_popup_blocked });
  };

  return (
    <>
      <SpaceBetween size="xs" direction="horizontal">
        <Button onClick={() => setTesting(true)}>Test a question</Button>
        <Button onClick={() => setBalancing(true)}>Answering balance</Button>
        <Button iconName="external" iconAlign="right" onClick={chat} ariaLabel="Open chat (opens in a new tab)">
          Open chat
        </Button>
      </SpaceBetween>
      {testing && <TestQuestionModal onDismiss={() => setTesting(false)} />}
      {balancing && <AnsweringBalanceModal onDismiss={() => setBalancing(false)} />}
    </>
  );
}
