import { mountStandalone } from '@agency/ui/mount-standalone';
import routes from './routes';

// Standalone: this remote's routes in a minimal frame with its own store.
mountStandalone(document.getElementById('root') as HTMLElement, routes, 'blog');
