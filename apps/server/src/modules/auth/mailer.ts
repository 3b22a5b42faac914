import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the mail (reset, verify, set password), if any. */
  link?: string;
  /** What the mail is for, e.g. 'reset-password'; names the outbox file. */
  kind: string;
  /** An HTML part next to the text (alerts); every outside text in it is escaped. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

export const MAIL_FROM = 'Hoopdex <no-reply@hoopdex.test>';

/**
 * SMTP when SMTP_URL is set (nodemailer: the maintained standard for SMTP in Node). Otherwise
 * each mail becomes a JSON file in DATA_DIR/outbox and its link is logged, so a local user can
 * still finish a reset or a set-password flow without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  log: MailLog;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        opts.log.info({ to: mail.to, kind: mail.kind }, 'mail sent');
      },
    };
  }
  return createOutboxMailer(opts.outboxDir, opts.log);
}

export function createOutboxMailer(dir: string, log: MailLog): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.kind}-${randomBytes(3).toString('hex')}.json`);
      const record = { ...mail, from: MAIL_FROM, createdAt: new Date().toISOString() };
      // Written beside, then renamed: whoever reads the outbox never sees half a mail.
      const partial = `${file}.partial`;
      await writeFile(partial, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      await rename(partial, file);
      // The link is the point of the outbox (no mail server); it is the only place a token is logged.
      log.info({ to: mail.to, kind: mail.kind, file, link: mail.link }, 'mail written to outbox');
    },
  };
}

/** Keeps mails in memory: tests read the links from here. */
export function createMemoryMailer(): Mailer & {
  sent: Mail[];
  last(kind?: string): Mail | undefined;
} {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    last: (kind) => [...sent].reverse().find((m) => !kind || m.kind === kind),
  };
}
