/**
 * THE security headers of every answer, console and API alike. The local server adds them itself (it plays
 * CloudFront); deployed, CloudFront's response headers policy (infra/src/site/security-headers-policy.ts) is built
 * from this same definition, so both answer with the same headers.
 */
export const securityHeaderPolicy = {
  contentSecurityPolicy: [
    "default-src 'self'",
    "img-src 'self' data: https:",
    // Help answers' videos: files from any https site in <video>, YouTube only through its no-cookie embed.
    "media-src 'self' https:",
    'frame-src https://www.youtube-nocookie.com',
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /** Two years, subdomains included (browsers ignore the header over plain http, as on localhost). */
  hstsMaxAgeSeconds: 63_072_000,
  hstsIncludeSubdomains: true,
} as const;

/** The policy as response headers (lower-case names). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': securityHeaderPolicy.contentSecurityPolicy,
  'strict-transport-security': `max-age=${securityHeaderPolicy.hstsMaxAgeSeconds}${
    securityHeaderPolicy.hstsIncludeSubdomains ? '; includeSubDomains' : ''
  }`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': securityHeaderPolicy.frameOptions,
  'referrer-policy': securityHeaderPolicy.referrerPolicy,
};
