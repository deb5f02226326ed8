import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as JSON to DATA_DIR/mail and logged, so that
 * password resets and confirmations work on a machine with no mail server.
 */
export function createMailer(config: Config, logger: FastifyBaseLogger): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mail.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mail.from, ...message });
      await mkdir(config.mail.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const path = join(config.mail.dir, `${stamp}-${String(sequence).padStart(4, '0')}.json`);
      await writeFile(path, String(info.message), { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, path },
        'mail written to file (no SMTP_URL set)',
      );
    },
  };
}
