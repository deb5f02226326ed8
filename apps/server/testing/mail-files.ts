import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from './test-app.ts';

/** A mail the file mailer wrote to DATA_DIR/mail (no SMTP_URL set), as nodemailer's JSON transport writes it. */
export interface MailFile {
  to: Array<{ address: string }>;
  subject: string;
  text: string;
}

/** Every mail a test app (created with `fileMail`) has written, oldest first. */
export async function mailFiles(t: TestApp): Promise<MailFile[]> {
  const dir = join(t.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as MailFile));
}
