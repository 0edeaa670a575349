import { describe, expect, it } from 'vitest';
import { mediaUrlProblem, youTubeEmbedOf } from './media-url';
import { messages } from '../messages';

describe('a video answer', () => {
  it('is played from youtube-nocookie.com when it is an embedded YouTube address', () => {
    expect(youTubeEmbedOf('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youTubeEmbedOf(' https://youtube-nocookie.com/embed/abc_D-1/ ')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_D-1',
    );
  });

  it('is not framed from anywhere else', () => {
    expect(youTubeEmbedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(youTubeEmbedOf('https://evil.example/embed/dQw4w9WgXcQ')).toBeUndefined();
    expect(youTubeEmbedOf('https://cdn.example.com/clip.mp4')).toBeUndefined();
    expect(youTubeEmbedOf('{{video}}')).toBeUndefined();
  });

  it('accepts what it can play and refuses the rest with the spec message', () => {
    expect(mediaUrlProblem('video', 'https://www.youtube.com/embed/dQw4w9WgXcQ')).toBeUndefined();
    expect(mediaUrlProblem('video', 'https://cdn.example.com/clip.MP4')).toBeUndefined();
    expect(mediaUrlProblem('video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(messages.msg_help_video_url);
  });
});
