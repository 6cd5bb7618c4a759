import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/** nodemailer, loaded when a mailer is made, never by importing this module. */
type Nodemailer = (typeof import('nodemailer'))['default'];
let nodemailerModule: Promise<Nodemailer> | null = null;
const loadNodemailer = () => (nodemailerModule ??= import('nodemailer').then((m) => m.default));

/**
 * A transport made in the background once the mailer exists (off the start's critical path),
 * and awaited by the first message, so a mail sent right after start is not slower.
 */
function lazyTransport(make: (nm: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  const get = () => (transport ??= loadNodemailer().then(make));
  setImmediate(() => void get().catch(() => undefined));
  return get;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. Behind an interface so tests (and a future queue) can replace it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Removes every stored copy of mail sent to these addresses (erasure); returns how many.
   * Only the file outbox keeps copies; SMTP keeps none.
   */
  forget?(addresses: readonly string[]): Promise<number>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` (or smtps://); without it mail is written to `dir`. */
  smtpUrl: string | undefined;
  /** Where messages are written as .eml files when there is no SMTP server. */
  dir: string;
  from?: string;
  log?: (msg: string) => void;
}

const DEFAULT_FROM = 'Karier <no-reply@karier.local>';

/**
 * A link as the log may show it: the query values (reset tokens and the like) replaced by
 * `[redacted]`, so the log never holds a link that works; the .eml file has the real one.
 */
export function redactLink(link: string): string {
  const q = link.indexOf('?');
  if (q < 0) return link;
  const query = link
    .slice(q + 1)
    .replace(/([^&=#]+)=[^&#]*/g, (_, key: string) => `${key}=[redacted]`);
  return `${link.slice(0, q)}?${query}`;
}

/**
 * SMTP when configured; otherwise each message becomes `<dir>/<time>-<to>.eml` and its links
 * are logged with their query values redacted.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const from = opts.from ?? DEFAULT_FROM;
  const log = opts.log ?? ((m: string) => console.log(m));
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = lazyTransport((nm) => nm.createTransport(smtpUrl));
    return {
      async send(m) {
        await (await transport()).sendMail({ from, ...m });
      },
    };
  }
  const transport = lazyTransport((nm) =>
    nm.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const safeTo = (to: string) => to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  return {
    async forget(addresses) {
      const suffixes = new Set(addresses.map((a) => `-${safeTo(a)}.eml`.toLowerCase()));
      let names: string[];
      try {
        names = await fs.readdir(opts.dir);
      } catch {
        return 0;
      }
      const gone = names.filter((n) => [...suffixes].some((s) => n.toLowerCase().endsWith(s)));
      await Promise.all(gone.map((n) => fs.rm(path.join(opts.dir, n), { force: true })));
      return gone.length;
    },
    async send(m) {
      const info = await (await transport()).sendMail({ from, ...m });
      await fs.mkdir(opts.dir, { recursive: true });
      const file = path.join(
        opts.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo(m.to)}.eml`,
      );
      // Written whole, then renamed into place: whoever reads the directory (a person, a test
      // polling for the file) never opens a half-written message.
      const partial = path.join(opts.dir, `.${randomUUID()}.partial`);
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
      // The links are named, never logged whole: a reset link in a log is a live credential.
      const links = (m.text.match(/https?:\/\/\S+/g) ?? []).map(redactLink);
      log(`[mail] ${m.subject} → ${m.to} (${file})${links.map((l) => `\n  ${l}`).join('')}`);
    },
  };
}
