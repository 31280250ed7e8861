import { createHash } from 'node:crypto';

/** A message the consumer refused, as it waits in the broker's dead-letter queue. */
export interface DeadLetter {
  /** Stable while it waits: the service's own id (RabbitMQ) or the sequence number (Service Bus). */
  readonly id: string;
  readonly messageId?: string;
  readonly reason: string;
  readonly description: string;
  /** The description's complaints one by one (`/path: message`), when it lists any. */
  readonly complaints: readonly string[];
  readonly contentType?: string;
  /** Application properties (AMQP headers), the service's bookkeeping included. */
  readonly properties: Readonly<Record<string, unknown>>;
  /** The body, or its start in a list (`size` tells how long it is). */
  readonly body: Buffer;
  readonly size: number;
  /** When the message first reached the broker, when it says. */
  readonly enqueuedAt?: string;
  /** When the service refused it (RabbitMQ: the service's header). */
  readonly deadLetteredAt?: string;
}

/** What goes back on the inbound queue in a dead letter's place. */
export interface Replacement {
  readonly messageId: string;
  readonly body: Buffer;
  readonly contentType?: string;
  readonly properties: Readonly<Record<string, string | number | boolean>>;
}

/**
 * The dead-letter queue of the active inbound block, for /Admin/IngestionSettings: browsed without
 * consuming, and a dead letter leaves it only after what replaces it (a replay, an audit entry)
 * is done.
 */
export interface DeadLetterBox {
  /** Where the dead letters wait (`<queue>.deadletter`, `<queue>/$deadletterqueue`). */
  readonly queue: string;
  /** The oldest first, each body cut to its first PREVIEW_BYTES; `more` when others wait behind. */
  list(limit: number): Promise<{ items: DeadLetter[]; more: boolean }>;
  find(id: string): Promise<DeadLetter | undefined>;
  /**
   * Runs `act` with the dead letter, then removes it from the queue; when `act` throws, the dead
   * letter stays. `not-found` when no dead letter has this id (any more); `busy` when it is there
   * but held by another look (another admin, another instance).
   */
  settle(
    id: string,
    act: (letter: DeadLetter) => Promise<void>,
  ): Promise<DeadLetter | 'not-found' | 'busy'>;
  /** Puts a message on the inbound queue, confirmed by the broker before it resolves. */
  send(message: Replacement): Promise<void>;
}

/** How many dead letters a lookup reads through before it gives up on an id. */
export const DEAD_LETTER_SCAN_LIMIT = 5000;

/** What a list keeps of each body: a refused message may be over 5 MB, a list holds 200. */
export const PREVIEW_BYTES = 8192;

/** The dead letter with a copy of its body's start: a slice would keep the whole buffer alive. */
export const previewOf = (letter: DeadLetter): DeadLetter =>
  letter.body.length <= PREVIEW_BYTES
    ? letter
    : { ...letter, body: Buffer.from(letter.body.subarray(0, PREVIEW_BYTES)) };

/** The complaints of `queue-message-handler`'s description: `message: /a: one; /b: two`. */
export const complaintsOf = (description: string): string[] => {
  const start = description.indexOf(': /');
  if (start < 0) return [];
  return description
    .slice(start + 2)
    .split(/; (?=\/)/)
    .map((complaint) => complaint.trim())
    .filter((complaint) => complaint !== '');
};

/** A stable id for a dead letter that carries none of ours (refused before the service set one). */
export const contentId = (parts: readonly (string | Buffer | undefined)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part ?? '').update('\u0000');
  return hash.digest('hex').slice(0, 32);
};

/** The service's own bookkeeping on a message: a replay starts afresh without it. */
export const isBookkeeping = (name: string): boolean => {
  const lower = name.toLowerCase();
  return (
    lower.startsWith('x-cds-') ||
    lower.startsWith('x-dead-letter') ||
    lower.startsWith('x-death') ||
    lower.startsWith('x-first-death') ||
    lower.startsWith('x-last-death') ||
    lower === 'x-delivery-count' ||
    lower === 'deadletterreason' ||
    lower === 'deadlettererrordescription'
  );
};
