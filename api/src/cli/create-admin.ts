import { parseArgs } from 'node:util';
import { ensureSuperAdmin } from '../accounts/super-admin';
import { withTenantApp } from './tenant-app';

const USAGE = `Creates or updates a verified SuperAdmin (and sets its password). An account
that was not SuperAdmin before is promoted clean: its sessions end and its pending links stop
working.

  npm run -w api create-admin -- --username <name> --email <address> [--password <password>] [--tenant <id>]

The password may come from ADMIN_PASSWORD instead of the command line (keeps it out of the
shell history). The database is the configured one (DATABASE_URL, or PGlite in DATA_DIR):
stop a running API first when it uses PGlite, which allows one process per data folder.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      tenant: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const username = values.username ?? process.env.ADMIN_USERNAME;
  const email = values.email ?? process.env.ADMIN_EMAIL;
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!username || !email || !password) {
    console.error(
      `Missing ${[!username && '--username', !email && '--email', !password && '--password'].filter(Boolean).join(', ')}.\n\n${USAGE}`,
    );
    process.exitCode = 2;
    return;
  }
  if (password.length < 8) {
    console.error('The password must be at least 8 characters.');
    process.exitCode = 2;
    return;
  }

  await withTenantApp(values.tenant, async (app, tenant) => {
    const { outcome } = await ensureSuperAdmin(
      app,
      tenant,
      { username, email, password, resetPassword: true },
      'command line',
    );
    console.log(`SuperAdmin "${username}" ${outcome} in tenant "${tenant}".`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
