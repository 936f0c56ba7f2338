import type { RouteObject } from 'react-router-dom';
import { paths, RequireSuperAdmin } from 'shared-state';

const page = (title: string): RouteObject['lazy'] => async () => {
  const { default: PlaceholderPage } = await import('./pages/placeholder-page');
  return { element: <PlaceholderPage title={title} /> };
};

const routes: RouteObject[] = [
  {
    element: <RequireSuperAdmin />,
    children: [
      { path: paths.contentLibrary, lazy: page('Content Library') },
      { path: paths.blogManagement, lazy: page('Blog Management') },
    ],
  },
];

export default routes;
