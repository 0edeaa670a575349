import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../components/page/use-page-title';
import { SETUP_SYSTEMS_PATH } from '../setup-paths';

/** Why a /setup/{slug} page cannot open, with the way back to the connections (and another way on, when there is one). */
export function SetupProblem({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <SpaceBetween size="m">
          <Box variant="p">{children}</Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant={action ? 'normal' : 'primary'} onClick={() => navigate(SETUP_SYSTEMS_PATH)}>
              Go to Setup systems
            </Button>
            {action}
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
