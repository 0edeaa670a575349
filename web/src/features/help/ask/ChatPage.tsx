import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { AskPanel } from './AskPanel';

/**
 * /Chat: the chat tester on a page of its own (opened in a new tab from the Help page), as a conversation: each question
 * is asked in the topic and after the answer before it, until "Start over".
 */
export default function ChatPage() {
  usePageTitle('Chat');
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Ask as a user would, one question after another: see what the assistant answers, and why."
        >
          Chat
        </Header>
      }
    >
      <AskPanel autoFocus conversation />
    </ContentLayout>
  );
}
