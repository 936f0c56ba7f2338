import { replace, type LoaderFunctionArgs, blogPostPath, paths } from '@agency/shared-state';

/** Old links (/blogs, /blog, /blog/post-title, /blog/:postId) lead to the canonical
 * /tech&tranquility URLs: a permanent redirect, a real HTTP 301 when the server renders, and a
 * replace in the browser (Back does not bounce through the old address). The query string is kept. */
export function legacyListRedirect({ request }: LoaderFunctionArgs): Response {
  return replace(`${paths.blog}${new URL(request.url).search}`, 301);
}

export function legacyPostRedirect({ request, params }: LoaderFunctionArgs): Response {
  const target = params.postId ? blogPostPath(params.postId) : paths.blog;
  return replace(`${target}${new URL(request.url).search}`, 301);
}
