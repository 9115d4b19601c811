/**
 * Sends report emails over SMTP with nodemailer: TLS from the start (SMTP_SSL) or STARTTLS when
 * offered (SMTP_STARTTLS), optional login, and connection, greeting and socket timeouts so a
 * silent server cannot hold a run forever. A failed send is retried with a doubling pause; after
 * the last attempt the SMTP error is thrown, and the run is logged as Error with its message.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from './reports-config';
import type { ReportEmail } from './report-email';

export interface EmailSender {
  send(email: ReportEmail): Promise<void>;
  close(): void;
}

export class EmailDeliveryError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    private readonly smtp: SmtpConfig,
    private readonly retry: { attempts: number; baseDelayMs: number },
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.ssl,
      ignoreTLS: !smtp.ssl && !smtp.starttls,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
      connectionTimeout: smtp.timeoutMs,
      greetingTimeout: smtp.timeoutMs,
      socketTimeout: smtp.timeoutMs,
      dnsTimeout: smtp.timeoutMs,
    });
  }

  async send(email: ReportEmail): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.retry.attempts; attempt += 1) {
      try {
        await this.transport.sendMail({
          from: this.smtp.mailFrom,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
            ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        });
        return;
      } catch (err) {
        lastError = err;
        if (attempt < this.retry.attempts) await sleep(this.retry.baseDelayMs * 2 ** (attempt - 1));
      }
    }
    const message = lastError instanceof Error ? lastError.message : String(lastError);
    throw new EmailDeliveryError(message, { cause: lastError });
  }

  close(): void {
    this.transport.close();
  }
}
