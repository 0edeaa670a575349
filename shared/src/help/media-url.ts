import { messages } from '../messages';

/** A help entry's media (spec part 2 §5): none (''), an image or a video. */
export const mediaTypes = ['', 'image', 'video'] as const;
export type MediaType = (typeof mediaTypes)[number];

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'tiff', 'gif', 'bmp'] as const;
export const VIDEO_EXTENSIONS = [
  'mp4', 'm4a', 'm4v', 'm4b', '3gp', '3gp2', '3gpp', '3gpp2', 'ogg', 'ogv', 'ogx', 'wmv',
  'wma', 'asf', 'webm', 'flv', 'avi', 'mov', 'f4b', 'm4r',
] as const; // prettier-ignore

/** A {{placeholder}} with something inside, filled in by the assistant at answer time: not checked further. */
const PLACEHOLDER = /^\{\{\s*[^{}\s][^{}]*\}\}$/;
const YOUTUBE_EMBED = /^(www\.)?(youtube\.com|youtube-nocookie\.com)$/i;

function httpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    const web = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    return web && !/\s/.test(text) ? url : undefined;
  } catch {
    return undefined;
  }
}

const extensionOf = (url: URL) => /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();

const isEmbeddedYouTube = (url: URL) => YOUTUBE_EMBED.test(url.hostname) && /^\/embed\/[\w-]+\/?$/.test(url.pathname);

/**
 * Where the console plays an embedded YouTube video: the same video through youtube-nocookie.com (no cookies until
 * it is played; the only site the console's content security policy lets it frame). Undefined for any other URL.
 */
export function youTubeEmbedOf(mediaUrl: string): string | undefined {
  const url = httpUrl(mediaUrl.trim());
  if (!url || !isEmbeddedYouTube(url)) return undefined;
  const id = url.pathname.split('/')[2];
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

/**
 * The media URL rule both the form and the server run: undefined when the URL fits the type, else the spec's message.
 * No media type: any URL is fine (it is cleared). A {{placeholder}} passes. Otherwise an http(s) URL whose path ends
 * in one of the type's extensions (an image), or a video extension or an embedded YouTube address (a video).
 */
export function mediaUrlProblem(mediaType: MediaType, mediaUrl: string): string | undefined {
  if (mediaType === '') return undefined;
  const text = mediaUrl.trim();
  if (PLACEHOLDER.test(text)) return undefined;
  const url = httpUrl(text);
  const extension = url && extensionOf(url);
  if (mediaType === 'image') {
    return extension && (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
      ? undefined
      : messages.msg_help_image_url;
  }
  const video = url && (isEmbeddedYouTube(url) || (VIDEO_EXTENSIONS as readonly string[]).includes(extension ?? ''));
  return video ? undefined : messages.msg_help_video_url;
}
