// Async boundary, as in the browser entry: Module Federation negotiates the shared singletons
// (React, the router, the store) before the render server's modules run.
import('./main')
  .then(({ startRenderServer }) => startRenderServer())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
