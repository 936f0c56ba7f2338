export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const PLACES: Record<string, string> = {
  body: 'body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const missing = issue.params.missingProperty;
  const path = [
    ...issue.instancePath.split('/').filter(Boolean),
    ...(typeof missing === 'string' ? [missing] : []),
  ].join('.');
  if (path) return path;
  return `The ${PLACES[context ?? 'body'] ?? 'request'}`;
}

/** One readable sentence for the first schema violation, e.g. "email must be a valid email address." */
export function validationMessage(issues: ValidationIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const field = fieldName(issue, context);
  const limit = issue.params.limit;
  switch (issue.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'minLength':
      return limit === 1
        ? `${field} is required.`
        : `${field} must be at least ${String(limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(limit)} characters.`;
    case 'pattern':
      return issue.params.pattern === '\\S'
        ? `${field} must not be blank.`
        : `${field} has characters that are not allowed.`;
    case 'format':
      return issue.params.format === 'email'
        ? `${field} must be a valid email address.`
        : `${field} must be a valid ${String(issue.params.format)}.`;
    case 'type': {
      const type = String(issue.params.type);
      const noun = type === 'array' ? 'list' : type;
      return `${field} must be ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}.`;
    }
    case 'enum':
      return `${field} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `${field} must be at least ${String(limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(limit)}.`;
    case 'maxItems':
      return `${field} must have at most ${String(limit)} items.`;
    case 'minItems':
      return `${field} must have at least ${String(limit)} items.`;
    default:
      return `${field} ${issue.message ?? 'is not valid'}.`;
  }
}
