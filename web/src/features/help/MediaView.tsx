import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { youTubeEmbedOf } from '@switchboard/shared';
import { useState } from 'react';
import './help.css';

const PLACEHOLDER = /^\{\{.*\}\}$/;

/**
 * An answer's media as the user would meet it: the image itself; an embedded YouTube video in a youtube-nocookie
 * frame; another video in the browser's player when it is https (what the content security policy's media-src lets
 * in), else as a link; a {{placeholder}} as such.
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
  const embed = type === 'video' ? youTubeEmbedOf(url) : undefined;
  if (embed)
    return (
      <iframe
        className="sb-help-video"
        src={embed}
        title={`${alt} (YouTube video)`}
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  if (type === 'video' && url.startsWith('https:'))
    return (
      <SpaceBetween size="xxs">
        <video className="sb-help-video" src={url} controls preload="metadata" aria-label={alt} />
        <Link href={url} external externalIconAriaLabel="(opens in a new tab)">
          {url}
        </Link>
      </SpaceBetween>
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
