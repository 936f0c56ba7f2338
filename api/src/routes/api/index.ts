import type { FastifyPluginAsync } from 'fastify';
import accountSecurity from './account-security';
import audit from './audit';
import careers from './careers';
import comments from './comments';
import contact from './contact';
import content from './content';
import health from './health';
import inbox from './inbox';
import media from './media';
import newsletters from './newsletters';
import people from './people';
import posts from './posts';
import { postPreview } from './posts/preview-links';
import redirects from './redirects';
import team from './team';
import users from './users';

/** Everything under /api/v1, one folder per resource. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(health, { operationId: 'getApiHealth' });
  await app.register(users, { prefix: '/users' });
  await app.register(accountSecurity, { prefix: '/users' });
  await app.register(posts, { prefix: '/posts' });
  await app.register(postPreview, { prefix: '/previews' });
  await app.register(content, { prefix: '/content' });
  await app.register(redirects, { prefix: '/redirects' });
  await app.register(media, { prefix: '/media' });
  // The contact message's address predates the name: /email stays for the forms and clients
  // that post to it.
  await app.register(contact, { prefix: '/email' });
  await app.register(newsletters, { prefix: '/newsletters' });
  await app.register(careers, { prefix: '/careers' });
  await app.register(inbox, { prefix: '/inbox' });
  await app.register(comments, { prefix: '/comments' });
  await app.register(audit, { prefix: '/audit' });
  await app.register(people, { prefix: '/people' });
  await app.register(team, { prefix: '/team' });
};

export default api;
