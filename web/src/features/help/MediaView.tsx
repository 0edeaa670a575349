import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import './help.css';

const PLACEHOLDER = /^\{\{.*\}\}$/;

/**
 * An answer's media as the user would meet it: the image itself; a video as a link to it (the console's content
 * security policy loads images from https: but no other site's videos or frames); a {{placeholder}} as such.
 */
export function MediaView({ type, url, alt }: { type: string; url: string; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!type || type === 'none' || !url) return null;
  if (PLACEHOLDER.test(url.trim()))
    return (
      <Box variant="small">
        {type === 'image' ? 'Image' : 'Video'} filled in by the assistant when it answers: <code>{url}</code>
      </Box>
    );
  if (type === 'video')
    return (
      <SpaceBetween size="xxs" direction="horizontal">
        <Box variant="span">Video:</Box>
        <Link href={url} external externalIconAriaLabel="(opens in a new tab)">
          {url}
        </Link>
      </SpaceBetween>
    );
  if (failedUrl === url)
    return (
      <Box variant="small" color="text-status-warning">
        The image could not be loaded from {url}.
      </Box>
    );
  return <img className="sb-help-media" src={url} alt={alt} onError={() => setFailedUrl(url)} />;
}
