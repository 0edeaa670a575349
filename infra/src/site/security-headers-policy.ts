import { securityHeaderPolicy } from '@switchboard/functions/http/security-headers';
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, ResponseHeadersPolicy, type HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

/**
 * The response headers of every answer CloudFront gives, console and API: built from the same definition the
 * local server uses (functions/src/http/security-headers.ts), so deployed and local answers carry the same CSP
 * (frame-ancestors 'none'), HSTS, nosniff, X-Frame-Options DENY and Referrer-Policy. Overrides the origin's.
 */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const headers = securityHeaderPolicy;
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      responseHeadersPolicyName: `switchboard-${props.stage.name}-security-headers`,
      comment: 'Switchboard security headers (the local runtime sends the same)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: headers.contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[headers.frameOptions], override: true },
        referrerPolicy: {
          referrerPolicy: headers.referrerPolicy as HeadersReferrerPolicy,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(headers.hstsMaxAgeSeconds),
          includeSubdomains: headers.hstsIncludeSubdomains,
          override: true,
        },
      },
    });
  }
}
