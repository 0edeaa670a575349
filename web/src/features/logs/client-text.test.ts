import { describe, expect, it } from 'vitest';
import { clientText, userAgentOf } from './client-text';

const windowsChrome =
  '203.0.113.9; Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('clientText', () => {
  it('names browser, major version and system', () => {
    expect(clientText(windowsChrome)).toBe('Chrome 130 on Windows');
    expect(clientText('10.0.0.1; Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 on Linux',
    );
    expect(
      clientText(
        '10.0.0.1; Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('Safari 17 on macOS');
    expect(
      clientText(
        '10.0.0.1; Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
      ),
    ).toBe('Edge 130 on Windows');
    expect(
      clientText(
        '10.0.0.1; Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
  });

  it('says what it can of other clients, and nothing when none is named', () => {
    expect(clientText('127.0.0.1; node')).toBe('Other client');
    expect(clientText('127.0.0.1; curl/8.5.0 (x86_64-pc-linux-gnu) Linux')).toBe('Other client on Linux');
    expect(clientText('127.0.0.1; ')).toBe('');
  });

  it('keeps the whole user agent for the details', () => {
    expect(userAgentOf(windowsChrome)).toMatch(/^Mozilla\/5\.0 \(Windows NT 10\.0.*Safari\/537\.36$/);
  });
});
