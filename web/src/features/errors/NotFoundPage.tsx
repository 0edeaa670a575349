import Box from '@cloudscape-design/components/box';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** Any path the console does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorScreen title="Page not found">
      There is no page at{' '}
      <Box variant="code" display="inline">
        {pathname}
      </Box>
      . It may have moved, or the address may be mistyped.
    </ErrorScreen>
  );
}
