import { Navigate, useLocation, useParams } from 'react-router-dom';
import { blogPostPath, paths } from 'shared-state';

/** Old links (/blogs, /blog, /blog/:postId) lead to the canonical /tech&tranquility URLs.
 * A replace, so Back does not bounce through the old address. The query string is kept. */
export function LegacyListRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.blog, search }} replace />;
}

export function LegacyPostRedirect() {
  const { postId } = useParams();
  const { search } = useLocation();
  return <Navigate to={{ pathname: postId ? blogPostPath(postId) : paths.blog, search }} replace />;
}
