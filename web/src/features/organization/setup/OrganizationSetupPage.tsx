import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ConnectedSystems } from './ConnectedSystems';
import { OrganizationDetailsSection } from './OrganizationDetailsSection';
import { PendingSystemsSection } from './PendingSystemsSection';
import { SubmitSetupSection } from './SubmitSetupSection';
import { useSetupData } from './use-setup-data';

type Mode = 'setup' | 'update';

/**
 * /organization/setup (spec part 2 "Organization setup"). Setup mode — the first run of a new organization's owner —
 * is three steps: the details, the systems to connect (the pending list), submit. Update mode shows the details
 * (the name saves as soon as it changes) and the connected systems. `?mode=` chooses; without it the page opens in
 * setup mode until the details are saved and the list is empty, and stays in the mode it opened in.
 */
export default function OrganizationSetupPage() {
  const [params, setParams] = useSearchParams();
  const setup = useSetupData(false);
  const [opened, setOpened] = useState<Mode>();
  const [submitted, setSubmitted] = useState(false);
  const asked = params.get('mode');
  const data = setup.data;
  // Decided once, when the page first has the data (a submit must not flip it to update mode under the user).
  if (!opened && data)
    setOpened(data.Organization.DateSetup && data.IntegrationConfigurations.length === 0 ? 'update' : 'setup');
  const mode: Mode | undefined = asked === 'setup' || asked === 'update' ? asked : opened;
  const connected = useSetupData(true, mode === 'update');
  usePageTitle('Organization setup');

  const switchTo = (next: Mode) => {
    setSubmitted(false);
    setParams({ mode: next }, { replace: true });
  };
  const organization = mode === 'update' ? connected.data?.Organization : data?.Organization;
  const reload = async () => (await (mode === 'update' ? connected : setup).refetch()).data?.Organization;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            mode === 'update'
              ? 'Your organization’s details and the systems it is connected to.'
              : 'Three steps: the organization’s details, the systems it connects to, then submit.'
          }
          actions={
            mode &&
            (mode === 'update' ? (
              <Button onClick={() => switchTo('setup')}>Connect more systems</Button>
            ) : (
              <Button onClick={() => switchTo('update')}>View organization</Button>
            ))
          }
        >
          Organization setup
        </Header>
      }
    >
      {!organization || !mode ? (
        <Box textAlign="center" padding="xl">
          {setup.isError ? setup.error.message : <Spinner size="large" />}
        </Box>
      ) : (
        <SpaceBetween size="l">
          <OrganizationDetailsSection
            organization={organization}
            readOnly={Boolean(data?.IsInvited)}
            mode={mode}
            onReload={reload}
          />
          {mode === 'setup' ? (
            <>
              <PendingSystemsSection
                pending={data?.IntegrationConfigurations ?? []}
                loading={setup.isPending}
                locked={submitted}
              />
              <SubmitSetupSection
                pending={data?.IntegrationConfigurations ?? []}
                detailsSaved={Boolean(data?.Organization.DateSetup)}
                submitted={submitted}
                onSubmitted={() => setSubmitted(true)}
              />
            </>
          ) : (
            <ConnectedSystems />
          )}
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}
