import { parseArgs } from 'node:util';
import { resetTwoFactor } from '../accounts/two-factor-reset';
import { withTenantApp } from './tenant-app';

const USAGE = `Resets an account's two-factor sign-in: its authenticator key, recovery codes and any
lock of the code step are removed and every session of it ends. The owner is mailed and the
audit log records it. The account then signs in with its password and sets up an authenticator
again (which needs the password and a code mailed to its address).

  npm run -w api reset-two-factor -- --username <name> [--tenant <id>]

The database is the configured one (DATABASE_URL, or PGlite in DATA_DIR): stop a running API
first when it uses PGlite, which allows one process per data folder.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      tenant: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const { username } = values;
  if (!username) {
    console.error(`Missing --username.\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  await withTenantApp(values.tenant, async (app, tenant) => {
    await resetTwoFactor(app, tenant, username);
    console.log(`Two-factor sign-in of "${username}" reset in tenant "${tenant}".`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
