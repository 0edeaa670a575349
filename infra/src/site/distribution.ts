import { ORIGIN_VERIFY_HEADER } from '@switchboard/functions/http/origin-check';
import { apiPathPrefixes } from '@switchboard/shared';
import { Fn, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';
import { SecurityHeadersPolicy } from './security-headers-policy';
import { SpaRewrite } from './spa-rewrite';

/** An optional custom domain: its ACM certificate must be in us-east-1 (CloudFront's region). */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

export interface SiteProps {
  stage: StageConfig;
  siteBucket: IBucket;
  logBucket: IBucket;
  httpApi: IHttpApi;
  /** Paths (besides the API prefixes) that go to the API, e.g. /health. */
  extraApiPaths: string[];
  customDomain?: CustomDomain;
  /** Sent to the API as X-Origin-Verify on every forwarded request (a dynamic reference to the origin secret). */
  originVerifyValue: string;
}

/**
 * CloudFront in front of everything, on one domain: the console from the site bucket (origin access control, SPA
 * fallback) and the API paths forwarded to the HTTP API uncached, so the session cookie stays first-party and there
 * is no CORS.
 */
export class Site extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const spaRewrite = new SpaRewrite(this, 'SpaRewrite');
    const { policy: securityHeaders } = new SecurityHeadersPolicy(this, 'SecurityHeaders', { stage: props.stage });
    // apiEndpoint is https://{id}.execute-api.{region}.amazonaws.com: the origin wants the host alone.
    const apiHost = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const api: BehaviorOptions = {
      origin: new HttpOrigin(apiHost, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // CloudFront overwrites a viewer's header of the same name, so only its own value reaches the API.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue },
      }),
      // No redirect for the API: a redirected POST would lose its body.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };
    const apiPatterns = [...apiPathPrefixes().map((prefix) => `${prefix}/*`), ...props.extraApiPaths];
    const domain = props.customDomain;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Switchboard ${props.stage.name}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite.function, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: Object.fromEntries(apiPatterns.map((pattern) => [pattern, api])),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.stage.priceClass,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(domain && {
        domainNames: [domain.domainName],
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
      }),
    });

    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum ' +
          'protocol CloudFront fixes; pass -c domainName=... -c certificateArn=... to serve TLS 1.2+ only.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The console is offered to organizations in any country; access is controlled by sign-in, not geography.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL yet (a CloudFront ACL must live in us-east-1, this stack is region-agnostic): the API stage ' +
        'is throttled, sign-in locks out after repeated failures, and every API call needs the session and the ' +
        'X-Requested-With header.',
    });
  }
}
