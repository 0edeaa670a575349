import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messages, reportConfirmation } from '@switchboard/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../components/page/use-page-title';
import { PublicPage } from '../../account/PublicPage';

type State =
  { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * /skilltest/ConfirmReportEmail?token=…: the owner of an address outside an organization, opening the link mailed
 * to it, confirms that it wants that organization's skill test reports. Confirming takes a click, not the opening:
 * a mail scanner that follows links must not confirm for the owner.
 */
export default function ConfirmReportEmailPage() {
  usePageTitle('Confirm skill test reports');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = reportConfirmation.safeParse({ Token: token }).success;
  const [state, setState] = useState<State>(
    wellFormed ? { kind: 'asking' } : { kind: 'failed', text: messages.msg_report_email_link_invalid },
  );
  const confirm = () => {
    setState({ kind: 'sending' });
    api('ConfirmReportEmail', { body: { Token: token } })
      .then((text) => setState({ kind: 'done', text }))
      .catch((error: unknown) => setState({ kind: 'failed', text: error instanceof Error ? error.message : '' }));
  };
  return (
    <PublicPage>
      <SpaceBetween size="l">
        <Header variant="h1">Skill test reports by mail</Header>
        {state.kind === 'done' && <Alert type="success">{state.text}</Alert>}
        {state.kind === 'failed' && <Alert type="error">{state.text}</Alert>}
        {(state.kind === 'asking' || state.kind === 'sending') && (
          <SpaceBetween size="m">
            <Box variant="p">
              An organization asked that the reports of its skill tests be mailed to your address. Nothing is sent to
              you until you confirm; if you did not expect this, close this page.
            </Box>
            <Button variant="primary" loading={state.kind === 'sending'} onClick={confirm}>
              Confirm: send me the reports
            </Button>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </PublicPage>
  );
}
