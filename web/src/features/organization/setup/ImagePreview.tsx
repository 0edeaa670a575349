import Box from '@cloudscape-design/components/box';
import { useState } from 'react';
import './organization.css';

/** The image an address points at, or why it does not show; nothing for an empty address. */
export function ImagePreview({ url, alt, large = false }: { url: string; alt: string; large?: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url) return <>-</>;
  if (failedUrl === url)
    return (
      <Box variant="small" color="text-status-warning">
        The image could not be loaded from this address.
      </Box>
    );
  return (
    <img
      className={large ? 'sb-org-image sb-org-image-large' : 'sb-org-image'}
      src={url}
      alt={alt}
      onError={() => setFailedUrl(url)}
    />
  );
}
