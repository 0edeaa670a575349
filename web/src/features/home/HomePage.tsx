import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { accessAllows, routes, type Role } from '@switchboard/shared';
import { fullName, roleDescriptions, roleLabels, usePrincipal } from '../../session/principal';
import { usePageTitle } from '../../components/page/use-page-title';
import { EmailText } from '../../components/format/EmailText';
import { ConsoleLink } from '../../components/page/ConsoleLink';
import { CredentialWarnings } from './CredentialWarnings';

/** The screens of one area of the side navigation, as Home lists them. */
type HomeSection = { area: string; items: { path: string; title: string; nav?: { description: string } }[] };

/**
 * Home: who is signed in, their organization and role, and the screens that role may use (given by the screen
 * registry, which sits above the features: `screensFor`).
 */
export default function HomePage({ screensFor }: { screensFor: (role: Role) => HomeSection[] }) {
  const principal = usePrincipal();
  const sections = screensFor(principal.Role);
  usePageTitle('Home');

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={`Signed in to ${principal.OrganizationName}.`}>
          Welcome, {principal.FirstName || fullName(principal)}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {accessAllows(routes.GetIntegrationConfiguration.access, principal.Role) && <CredentialWarnings />}
        <Container header={<Header variant="h2">Your account</Header>}>
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Name', value: fullName(principal) },
              { label: 'Email', value: <EmailText email={principal.Email} /> },
              { label: 'Organization', value: principal.OrganizationName },
              { label: 'Role', value: roleLabels[principal.Role] },
            ]}
          />
          <Box variant="p" color="text-body-secondary" padding={{ top: 'm' }}>
            {roleDescriptions[principal.Role]}
          </Box>
        </Container>

        <Container
          header={
            <Header variant="h2" description="The screens your role may use.">
              Your screens
            </Header>
          }
        >
          {sections.length === 0 ? (
            <Box variant="p">
              No screen is open to the {roleLabels[principal.Role]} role yet. Ask an administrator of{' '}
              {principal.OrganizationName} if you need access to something.
            </Box>
          ) : (
            <ColumnLayout columns={3} variant="text-grid">
              {sections.flatMap((section) =>
                section.items.map((item) => (
                  <div key={item.path}>
                    <Box variant="awsui-key-label">{section.area}</Box>
                    <ConsoleLink href={item.path} fontSize="heading-m">
                      {item.title}
                    </ConsoleLink>
                    <Box variant="p" color="text-body-secondary">
                      {item.nav?.description}
                    </Box>
                  </div>
                )),
              )}
            </ColumnLayout>
          )}
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
