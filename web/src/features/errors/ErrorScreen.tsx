import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../app/navigation/nav-config';
import { usePageTitle } from '../../components/page/use-page-title';

/** A full-page explanation (not found, not allowed) with the way back home. */
export function ErrorScreen({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <SpaceBetween size="m">
          <Box variant="p">{children}</Box>
          <Button variant="primary" onClick={() => navigate(HOME_PATH)}>
            Go to the home page
          </Button>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
