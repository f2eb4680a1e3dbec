import { systemClock, unixSeconds } from './clock.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { grantKefu, listKefu, revokeKefu } from './modules/kefu/staff.js';

/**
 * The operator command of customer service accounts (docs/deployment.md, "Customer service"):
 *   npm run kefu -- grant <phone> [--supervisor] | revoke <phone> | list
 * on the database the server uses (DATABASE_URL, else PGlite in DATA_DIR: stop the server first).
 */
const USAGE = 'usage: npm run kefu -- grant <phone> [--supervisor] | revoke <phone> | list';

async function main(args: string[]): Promise<number> {
  const [command, phone, ...flags] = args;
  if (command !== 'list' && ((command !== 'grant' && command !== 'revoke') || !phone)) {
    console.error(USAGE);
    return 2;
  }
  const { db } = await openConfiguredDatabase(loadConfig());
  try {
    const now = unixSeconds(systemClock);
    if (command === 'list') {
      for (const m of await listKefu(db)) console.log(`${m.id}\t${m.phone}\t${m.level}\t${m.s_username}`);
      return 0;
    }
    if (command === 'grant') {
      const member = await grantKefu(
        db,
        phone ?? '',
        flags.includes('--supervisor') ? 'supervisor' : 'agent',
        now,
      );
      if (!member) {
        console.error(`no account has the phone ${phone}: the person signs up first`);
        return 1;
      }
      console.log(`${member.phone} is now kefu (${member.level})`);
      return 0;
    }
    if (!(await revokeKefu(db, phone ?? '', now))) {
      console.error(`${phone} is not a kefu account`);
      return 1;
    }
    console.log(`${phone} is no longer kefu`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
