/** Path segments and query values that are secrets: email tokens and preview links' tokens must
 * never reach the logs. */
const SECRET_SEGMENT = /\/(verify-email|reset-password|(?:one-click|previews)\/[^/?#]+)\/[^/?#]+/g;
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '/$1/[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}
