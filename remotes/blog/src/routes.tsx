import type { RouteObject } from 'react-router-dom';
import { paths } from 'shared-state';

const page = (title: string): RouteObject['lazy'] => async () => {
  const { default: PlaceholderPage } = await import('./pages/placeholder-page');
  return { element: <PlaceholderPage title={title} /> };
};

const routes: RouteObject[] = [
  { path: paths.blog, lazy: page('Tech & Tranquility') },
  { path: paths.blogPostPattern, lazy: page('Blog post') },
  { path: '/blog/:postId', lazy: page('Blog post') },
  { path: '/blogs', lazy: page('Tech & Tranquility') },
];

export default routes;
