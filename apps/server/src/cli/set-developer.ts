import { openDatabase, setDeveloper } from '@sightline/db';
import { ConfigError, loadConfig } from '../config.ts';

/**
 * `npm run developer -- <email> [--remove]`: gives a user the developer flag (the 'dev' routes, such as /prompts),
 * or takes it away. Uses the same configuration as the server (DATABASE_URL, DATA_DIR); stop an embedded server
 * first, since PGlite opens its directory in one process only.
 */
export async function runSetDeveloper(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<number> {
  const email = args.find((a) => !a.startsWith('--'));
  if (!email?.includes('@')) {
    process.stderr.write('Usage: npm run developer -- <email> [--remove]\n');
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase(config.database);
  try {
    const developer = !args.includes('--remove');
    if (!(await setDeveloper(database.db, email, developer))) {
      process.stderr.write(`No user with the e-mail ${email}\n`);
      return 1;
    }
    process.stdout.write(`${email} ${developer ? 'is now a developer' : 'is no longer a developer'}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runSetDeveloper(process.argv.slice(2));
}
