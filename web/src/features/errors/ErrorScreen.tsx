import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../components/page/home-path';
import { usePageTitle } from '../../components/page/use-page-title';

interface Props {
  title: string;
  children: ReactNode;
  /** Where the way back leads (the home page unless told). */
  back?: { path: string; label: string };
  /** Another way on, beside the way back. */
  action?: ReactNode;
}

/** A full-page explanation (not found, not allowed, a page that cannot open) with the way back. */
export function ErrorScreen({
  title,
  children,
  back = { path: HOME_PATH, label: 'Go to the home page' },
  action,
}: Props) {
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <SpaceBetween size="m">
          <Box variant="p">{children}</Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant={action ? 'normal' : 'primary'} onClick={() => navigate(back.path)}>
              {back.label}
            </Button>
            {action}
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
