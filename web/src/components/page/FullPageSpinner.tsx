import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** A centred spinner while a screen's code or the session loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <div role="status" aria-live="polite">
        <Spinner size="large" />
        <Box variant="span" display="block" color="text-body-secondary" padding={{ top: 's' }}>
          {label}…
        </Box>
      </div>
    </Box>
  );
}
