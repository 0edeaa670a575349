import { Function, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * Viewer-request function of the site's default behaviour: a path whose last segment has no extension is a console
 * page (/Account/Login, /setup/x/y) and gets /index.html. Only the default behaviour runs it, so API paths and their
 * 404s are never rewritten (no errorResponses on the distribution for the same reason).
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export class SpaRewrite extends Construct {
  readonly function: Function;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new Function(this, 'Function', {
      comment: 'Serve /index.html for extension-less console paths',
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
    });
  }
}
