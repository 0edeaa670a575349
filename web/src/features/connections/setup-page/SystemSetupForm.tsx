import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MESSAGE_DELAYS, type Connection } from '@switchboard/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTrail } from '../../../components/page/page-trail';
import { RecordHistory } from '../../../components/list-screen/RecordHistory';
import { historyOf, recordTypeOfList } from '../../../components/list-screen/record-types';
import { usePrincipal } from '../../../session/principal';
import { useNotifications } from '../../../components/notifications/notifications-context';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-context';
import { useShowSavedConnection } from '../api/queries';
import { connectionTexts } from '../connection-texts';
import { ConnectionActions, ConnectionMessages } from '../form/ConnectionActions';
import { ConnectionForm } from '../form/ConnectionForm';
import { isNewDraft, type ConnectionDraft } from '../form/draft';
import { useConnectionForm } from '../form/use-connection-form';
import { useConnectionSubmit } from '../form/use-connection-submit';
import { SETUP_SYSTEMS_PATH } from '../setup-paths';

/**
 * The connection form as a page: the same fields, checks and save flows as the authorization modal. Leaving it with
 * changes (Cancel, a link, Back, closing the tab) asks first; a successful save does not.
 */
export function SystemSetupForm({ initial, category }: { initial: ConnectionDraft; category?: string }) {
  const navigate = useNavigate();
  const role = usePrincipal().Role;
  const { notify } = useNotifications();
  const showSaved = useShowSavedConnection();
  const form = useConnectionForm(initial);
  const leaveWithoutAsking = useUnsavedChanges(form.dirty);
  const submit = useConnectionSubmit(
    form,
    (saved: Connection, created: boolean) => {
      showSaved(saved);
      notify({
        type: 'success',
        content: created ? connectionTexts.added : connectionTexts.updated,
        clearAfterMs: MESSAGE_DELAYS.success,
      });
      leaveWithoutAsking(() => navigate(SETUP_SYSTEMS_PATH));
    },
    leaveWithoutAsking,
  );
  const creating = isNewDraft(initial);
  // Setup systems has no details modal: a connection's History (who changed it, when, what) shows on its edit page.
  const history = creating
    ? undefined
    : historyOf(role, recordTypeOfList('GetIntegrationConfiguration'), initial.IntegrationConfigurationID);
  const title = creating ? `Connect ${initial.SystemName}` : `Edit ${initial.SystemName} connection`;
  usePageTitle(title);
  const { pathname } = useLocation();
  usePageTrail(pathname, [
    { text: 'Setup systems', href: SETUP_SYSTEMS_PATH },
    { text: title, href: pathname },
  ]);

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={category ? `${category} › ${initial.SystemName}` : undefined}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Form actions={<ConnectionActions form={form} submit={submit} onCancel={() => navigate(SETUP_SYSTEMS_PATH)} />}>
          <SpaceBetween size="l">
            <Container header={<Header variant="h2">Connection details</Header>}>
              <ConnectionForm form={form} onSubmit={() => void submit.save()} />
            </Container>
            <ConnectionMessages form={form} submit={submit} />
          </SpaceBetween>
        </Form>
        {history && (
          <Container>
            <RecordHistory of={history} />
          </Container>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
