// The contract's main entry, for the api and every app alike: the request and reply types
// (erased at build) and the post-HTML policy (data and pure functions). Nothing here needs Node
// or a DOM; the TypeBox schemas are `@agency/contract/schemas/*` and the DOMPurify sanitizer
// `@agency/contract/sanitize`.
export type * from './schemas/contract.ts';
export * from './post-html/policy.ts';
export * from './confirm-identity.ts';
export * from './permissions.ts';
export * from './preview-links.ts';
