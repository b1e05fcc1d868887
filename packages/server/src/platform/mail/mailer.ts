/**
 * Outgoing mail. With SMTP_URL set, messages go through nodemailer to that server; otherwise they
 * are kept in the database's outbox and printed to the log, for a developer to read at
 * /dev/outbox. Sending is a durable job, so a message survives a restart and a failing SMTP server
 * is retried with backoff.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connection.ts';
import type { Logger } from '../../logger.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type MailKind = 'smtp' | 'outbox';

export type Mail = {
  kind: MailKind;
  /** Queues a message; it is stored before this resolves. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

type Delivery = {
  kind: MailKind;
  deliver: (message: MailMessage) => Promise<void>;
  close: () => void;
};

const sendJob = 'mail.send';

export async function startMail(options: {
  smtpUrl: string | undefined;
  from: string;
  database: DatabaseHandle;
  jobs: JobQueue;
  logger: Logger;
}): Promise<Mail> {
  const delivery = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from)
    : outboxDelivery(options.database, options.logger);
  await options.jobs.define<MailMessage>(sendJob, (message) => delivery.deliver(message), {
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
  });
  return {
    kind: delivery.kind,
    send: async (message) => {
      await options.jobs.send(sendJob, message);
    },
    close: async () => delivery.close(),
  };
}

function smtpDelivery(url: string, from: string): Delivery {
  // Loaded only with SMTP_URL set: nodemailer is some 80 ms and a few MB at every start.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(url),
  );
  return {
    kind: 'smtp',
    deliver: async (message) => {
      await (await transport).sendMail({ from, ...message });
    },
    close: () => void transport.then((opened) => opened.close()),
  };
}

function outboxDelivery(database: DatabaseHandle, logger: Logger): Delivery {
  return {
    kind: 'outbox',
    deliver: async (message) => {
      await database.db
        .insertInto('mail_outbox')
        .values({
          id: randomUUID(),
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
        })
        .execute();
      logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail kept in the outbox (no SMTP_URL): read it at /dev/outbox',
      );
    },
    close: () => {},
  };
}

/** The most recent messages of the outbox, newest first. */
export function listOutbox(database: DatabaseHandle, limit = 50) {
  return database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
