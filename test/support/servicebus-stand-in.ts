import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rhea, { type Connection, type EventContext, type Sender } from 'rhea';

/**
 * A local Azure Service Bus namespace for the production `@azure/service-bus` client, on the wire:
 * AMQP 1.0 (rhea) in plain TCP on loopback, as the client speaks it to a connection string with
 * `UseDevelopmentEmulator=true` (no TLS, SASL ANONYMOUS, the port from the endpoint). It keeps
 * what the client relies on: claims-based security on `$cbs`, queues with their dead-letter
 * sub-queue, peek-lock with lock tokens that expire and renew, settlement by disposition, and the
 * `$management` operations the client uses (peek, renew-lock, update-disposition). The client's
 * administration API is HTTPS (ATOM) on the same host and port; the stand-in answers it there.
 */
export interface ServiceBusStandInOptions {
  /** The namespace's queues; each has its sub-queue `<queue>/$deadletterqueue`. */
  readonly queues: readonly string[];
  /** Shared access policies, key name to key; RootManageSharedAccessKey by default. */
  readonly keys?: Readonly<Record<string, string>>;
  /** LockDuration of every queue (Service Bus: 60 s by default). */
  readonly lockDurationMs?: number;
  /** MaxDeliveryCount of every queue (Service Bus: 10 by default). */
  readonly maxDeliveryCount?: number;
}

type AmqpMessage = Record<string, any>;
interface Entry {
  readonly message: AmqpMessage;
  readonly sequenceNumber: number;
  readonly enqueuedAt: Date;
  /** Earlier deliveries, as Service Bus puts them in the AMQP header (0 at the first). */
  deliveryCount: number;
}
interface Lock {
  readonly entry: Entry;
  readonly path: string;
  until: Date;
  timer: NodeJS.Timeout;
}
type Outcome =
  | { kind: 'complete' }
  | { kind: 'abandon'; properties?: Record<string, unknown> }
  | { kind: 'dead-letter'; reason?: unknown; description?: unknown };

const DEAD_LETTERS = '/$deadletterqueue';
/** Entity paths are case-insensitive in Service Bus; the SDK writes `$DeadLetterQueue`. */
const entityPath = (address: unknown) =>
  String(address).replace(/\/\$deadletterqueue/i, DEAD_LETTERS);
const MANAGEMENT = /\/\$management$/;
const LOCK_LOST = {
  condition: 'com.microsoft:message-lock-lost',
  description: 'The lock supplied is invalid: it expired, or the message was already settled.',
};
const hex = (bytes: unknown) => Buffer.from(bytes as Buffer).toString('hex');
/**
 * Service Bus puts a lock token in the delivery tag as .NET GUID bytes (the SDK reorders them)
 * and gets it back in management requests as an AMQP uuid; locks are kept by the latter.
 */
const lockTokenOf = (tag: unknown) =>
  hex([3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15].map((at) => (tag as Buffer)[at]!));
const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
// rhea has the outcome constructors; its typings leave them out.
const outcomes = rhea.message as unknown as { rejected(fields: object): { described(): unknown } };
/** A `$management` answer: Service Bus says `statusCode` there (`status-code` on $cbs). */
const answer = (statusCode: number, body?: unknown, more: Record<string, unknown> = {}) => ({
  application_properties: { statusCode, ...more },
  ...(body === undefined ? {} : { body }),
});
const LOST = answer(410, undefined, {
  errorCondition: LOCK_LOST.condition,
  statusDescription: LOCK_LOST.description,
});

/** A throwaway certificate for 127.0.0.1, made with the openssl command, for the admin HTTPS. */
const loopbackCertificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'servicebus-stand-in-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
        .concat(['-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * The administration client always calls `https://<endpoint>/<queue>`: UseDevelopmentEmulator
 * changes nothing there (@azure/service-bus 7.9.5). Node 20 cannot trust another CA once started,
 * so the stand-in's self-signed certificate is accepted while `work` runs, and only then. Node
 * warns once that the variable was set.
 */
export const withUnverifiedTls = async <T>(work: () => Promise<T>): Promise<T> => {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  }
};

export const startServiceBusStandIn = async (options: ServiceBusStandInOptions) => {
  const keys = new Map(Object.entries(options.keys ?? { RootManageSharedAccessKey: 'stand-in' }));
  const lockMs = options.lockDurationMs ?? 60_000;
  const maxDeliveryCount = options.maxDeliveryCount ?? 10;
  /** Messages waiting for a receiver, by entity path, in sequence order. */
  const waiting = new Map<string, Entry[]>();
  for (const queue of options.queues) waiting.set(queue, []).set(queue + DEAD_LETTERS, []);
  const sequences = new Map<string, number>();
  const locks = new Map<string, Lock>();
  const receivers = new Map<string, Set<Sender>>();
  /** Entity paths each connection holds a valid token for (put-token on $cbs). */
  const authorized = new WeakMap<Connection, Set<string>>();
  const operations: string[] = [];

  /** A shared access signature checked as Service Bus does: key name, HMAC of `sr\nse`, expiry. */
  const sasProblem = (token: unknown): string | undefined => {
    if (typeof token !== 'string' || !token.startsWith('SharedAccessSignature ')) {
      return 'not a shared access signature';
    }
    const fields = new Map(
      token
        .slice('SharedAccessSignature '.length)
        .split('&')
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    const name = decodeURIComponent(fields.get('skn') ?? '');
    const key = keys.get(name);
    if (key === undefined) return `no shared access policy named '${name}'`;
    const signed = `${fields.get('sr')}\n${fields.get('se')}`;
    const expected = encodeURIComponent(createHmac('sha256', key).update(signed).digest('base64'));
    if (fields.get('sig') !== expected) return 'the signature does not match the key';
    if (Number(fields.get('se')) * 1000 < Date.now()) return 'the token has expired';
  };

  const enqueue = (path: string, message: AmqpMessage) => {
    // Service Bus gives a message sent without an id one (the SDK's lock renewal needs it).
    message.message_id ??= randomUUID().replaceAll('-', '');
    const queue = path.replace(DEAD_LETTERS, '');
    const sequenceNumber = (sequences.get(queue) ?? 0) + 1;
    sequences.set(queue, sequenceNumber);
    requeue(path, { message, sequenceNumber, enqueuedAt: new Date(), deliveryCount: 0 });
  };

  const requeue = (path: string, entry: Entry) => {
    waiting.get(path)!.push(entry);
    waiting.get(path)!.sort((a, b) => a.sequenceNumber - b.sequenceNumber);
    pump(path);
  };

  /** The message on the wire, with what Service Bus adds: its sequence number, its lock. */
  const wire = (entry: Entry, lockedUntil?: Date): AmqpMessage => ({
    ...entry.message,
    delivery_count: entry.deliveryCount,
    message_annotations: {
      ...entry.message.message_annotations,
      'x-opt-sequence-number': rhea.types.wrap_long(entry.sequenceNumber),
      'x-opt-enqueued-time': entry.enqueuedAt,
      ...(lockedUntil ? { 'x-opt-locked-until': lockedUntil } : {}),
    },
  });

  /** Hands waiting messages to receive links with credit, each locked under its delivery tag. */
  const pump = (path: string) => {
    const list = waiting.get(path);
    for (const sender of receivers.get(path) ?? []) {
      while (list?.length && sender.is_open() && sender.sendable()) {
        const entry = list.shift()!;
        const tag = randomBytes(16);
        const until = new Date(Date.now() + lockMs);
        locks.set(lockTokenOf(tag), { entry, path, until, timer: expiry(lockTokenOf(tag)) });
        sender.send(rhea.message.encode(wire(entry, until)), tag, 0);
      }
    }
  };

  /** A lock not renewed in time is lost: the message is delivered again, its count raised. */
  const expiry = (lockToken: string) =>
    setTimeout(() => {
      const lock = locks.get(lockToken);
      locks.delete(lockToken);
      if (lock) returnToQueue(lock.path, lock.entry);
    }, lockMs).unref();

  const returnToQueue = (path: string, entry: Entry) => {
    entry.deliveryCount += 1;
    if (entry.deliveryCount < maxDeliveryCount) return requeue(path, entry);
    deadLetter(path, entry, 'MaxDeliveryCountExceeded', 'Delivered MaxDeliveryCount times.');
  };

  const deadLetter = (path: string, entry: Entry, reason: unknown, description: unknown) => {
    const { application_properties: properties, message_annotations: annotations } = entry.message;
    Object.assign(entry.message, {
      application_properties: defined({
        ...properties,
        DeadLetterReason: reason,
        DeadLetterErrorDescription: description,
      }),
      message_annotations: { ...annotations, 'x-opt-deadletter-source': path },
    });
    requeue(path + DEAD_LETTERS, entry);
  };

  /** Settles a locked message; false when its lock is lost (expired, or settled already). */
  const settle = (lockToken: string, outcome: Outcome): boolean => {
    const lock = locks.get(lockToken);
    if (!lock) return false;
    clearTimeout(lock.timer);
    locks.delete(lockToken);
    const { entry, path } = lock;
    if (outcome.kind === 'dead-letter')
      deadLetter(path, entry, outcome.reason, outcome.description);
    if (outcome.kind !== 'abandon') return true;
    // Service Bus applies an abandon's properties-to-modify to the application properties.
    const before = entry.message.application_properties;
    entry.message.application_properties = defined({ ...before, ...outcome.properties });
    returnToQueue(path, entry);
    return true;
  };

  /** The settlement a client asks for by disposition on the receive link (peek-lock). */
  const onDisposition = (context: EventContext, outcome: Outcome | undefined) => {
    const delivery = context.delivery!;
    if (outcome && settle(lockTokenOf(delivery.tag), outcome)) {
      // Confirmed with the client's outcome; a rejection without its error, which the SDK would
      // take for a failed settlement.
      const chosen = delivery.remote_state as { described(): unknown };
      const echo = outcome.kind === 'dead-letter' ? outcomes.rejected({}) : chosen;
      return delivery.update(true, echo.described());
    }
    const error = outcome ? LOCK_LOST : { condition: 'amqp:not-implemented' };
    delivery.update(true, outcomes.rejected({ error }).described());
  };

  const reply = (context: EventContext, request: AmqpMessage, response: AmqpMessage) => {
    const link = context.connection.find_sender((s: Sender) => s.name === request.reply_to);
    const message = { ...response, to: request.reply_to, correlation_id: request.message_id };
    link?.send(rhea.message.encode(message), undefined, 0);
  };

  /** `put-token` on $cbs: a valid token lets the connection attach links to its audience. */
  const putToken = (context: EventContext, request: AmqpMessage) => {
    const problem = sasProblem(request.body);
    if (!problem) {
      const paths = authorized.get(context.connection) ?? new Set<string>();
      paths.add(
        entityPath(new URL(String(request.application_properties?.name)).pathname.slice(1)),
      );
      authorized.set(context.connection, paths);
    }
    const status = problem ? [401, problem] : [200, 'OK'];
    const properties = { 'status-code': status[0], 'status-description': status[1] };
    reply(context, request, { application_properties: properties });
  };

  /** The `<entity>/$management` operations the client uses. */
  const manage = (path: string, request: AmqpMessage): AmqpMessage => {
    const operation = String(request.application_properties?.operation);
    operations.push(operation);
    const body = (request.body ?? {}) as Record<string, any>;
    const tokens = ((body['lock-tokens'] ?? []) as Buffer[]).map(hex);
    if (operation === 'com.microsoft:peek-message') {
      const from = Number(body['from-sequence-number']);
      const messages = held(path)
        .filter((entry) => entry.sequenceNumber >= from)
        .slice(0, Number(body['message-count']))
        .map((entry) => ({ message: rhea.message.encode(wire(entry)) }));
      return messages.length ? answer(200, { messages }) : answer(204);
    }
    if (operation === 'com.microsoft:renew-lock') {
      const renewed = tokens.map((token) => locks.get(token));
      if (renewed.some((lock) => !lock)) return LOST;
      for (const [at, lock] of renewed.entries()) {
        clearTimeout(lock!.timer);
        lock!.until = new Date(Date.now() + lockMs);
        lock!.timer = expiry(tokens[at]!);
      }
      return answer(200, { expirations: renewed.map((lock) => lock!.until) });
    }
    if (operation === 'com.microsoft:update-disposition') {
      // The client settles here a message whose receive link has gone (a connection lost).
      const status = body['disposition-status'];
      const outcome: Outcome =
        status === 'completed'
          ? { kind: 'complete' }
          : status === 'suspended'
            ? {
                kind: 'dead-letter',
                reason: body['deadletter-reason'],
                description: body['deadletter-description'],
              }
            : { kind: 'abandon', properties: body['properties-to-modify'] };
      return tokens.every((token) => settle(token, outcome)) ? answer(200) : LOST;
    }
    return answer(501, undefined, { errorCondition: 'amqp:not-implemented' });
  };

  /** What peek sees: waiting and locked messages, in sequence order. */
  const held = (path: string): Entry[] =>
    [...(waiting.get(path) ?? [])]
      .concat([...locks.values()].filter((lock) => lock.path === path).map((lock) => lock.entry))
      .sort((a, b) => a.sequenceNumber - b.sequenceNumber);

  /** A link to an entity needs a token for it; an unknown queue is not found, as in Azure. */
  const refusal = (connection: Connection, path: string) => {
    const entity = path.replace(MANAGEMENT, '');
    if (!waiting.has(entity)) {
      return { condition: 'amqp:not-found', description: `No messaging entity '${entity}'.` };
    }
    if (!authorized.get(connection)?.has(path)) {
      return { condition: 'amqp:unauthorized-access', description: `No token for '${path}'.` };
    }
  };

  const container = rhea.create_container({
    id: 'servicebus-stand-in',
    // Requests and messages are accepted once handled; modified is an abandon, not a release.
    autoaccept: false,
    treat_modified_as_released: false,
  });
  // The client sends ANONYMOUS: it proves who it is with put-token on $cbs, not in SASL.
  container.sasl_server_mechanisms.enable_anonymous();

  // Links are attached as asked; the stand-in sends on a queue to a client's receive link, and
  // answers $cbs and $management requests on the reply link named by their reply-to.
  container.on('sender_open', ({ sender, connection }: EventContext) => {
    const address = entityPath(sender!.source?.address);
    sender!.set_source(sender!.source);
    sender!.set_target(sender!.target);
    if (address === '$cbs' || MANAGEMENT.test(address)) return;
    const refused = refusal(connection, address);
    if (refused) return sender!.close(refused);
    receivers.set(address, (receivers.get(address) ?? new Set()).add(sender!));
  });
  container.on('receiver_open', ({ receiver, connection }: EventContext) => {
    const address = entityPath(receiver!.target?.address);
    receiver!.set_source(receiver!.source);
    receiver!.set_target(receiver!.target);
    const refused = address === '$cbs' ? undefined : refusal(connection, address);
    if (refused) receiver!.close(refused);
  });
  container.on('sendable', ({ sender }: EventContext) => pump(entityPath(sender!.source?.address)));
  container.on('message', (context: EventContext) => {
    const address = entityPath(context.receiver!.target?.address);
    const message = context.message as AmqpMessage;
    if (address === '$cbs') putToken(context, message);
    else if (MANAGEMENT.test(address)) {
      reply(context, message, manage(address.replace(MANAGEMENT, ''), message));
    } else enqueue(address, message);
    context.delivery!.accept();
  });
  container.on('accepted', (context: EventContext) => onDisposition(context, { kind: 'complete' }));
  container.on('released', (context: EventContext) => onDisposition(context, { kind: 'abandon' }));
  container.on('modified', (context: EventContext) => {
    const state = context.delivery!.remote_state as AmqpMessage;
    // Undeliverable-here is a deferral, which the service does not use.
    const outcome = { kind: 'abandon' as const, properties: state.message_annotations };
    onDisposition(context, state.undeliverable_here ? undefined : outcome);
  });
  container.on('rejected', (context: EventContext) => {
    const { info = {} } = (context.delivery!.remote_state as AmqpMessage).error ?? {};
    const { DeadLetterReason: reason, DeadLetterErrorDescription: description } = info;
    onDisposition(context, { kind: 'dead-letter', reason, description });
  });
  container.on('disconnected', ({ connection }: EventContext) => {
    for (const links of receivers.values()) {
      for (const link of links) if (link.connection === connection) links.delete(link);
    }
  });
  // A client that goes away mid-frame is its own business: the stand-in stays up.
  container.on('error', () => undefined);

  const admin = createHttpsServer(loopbackCertificate(), (request, response) => {
    const queue = decodeURIComponent(new URL(request.url ?? '/', 'https://x').pathname.slice(1));
    const problem = sasProblem(request.headers.authorization);
    if (problem) return void response.writeHead(401).end(problem);
    if (!options.queues.includes(queue)) return void response.writeHead(404).end();
    const counts = [held(queue).length, held(queue + DEAD_LETTERS).length] as const;
    response.writeHead(200, { 'content-type': 'application/atom+xml;type=entry;charset=utf-8' });
    response.end(queueEntry(`https://127.0.0.1:${port}`, queue, ...counts));
  });

  // One port for both, as Azure has: a TLS handshake (first byte 0x16) goes to the admin HTTPS,
  // the AMQP protocol header to rhea.
  const server: Server = container.listen({ port: 0, host: '127.0.0.1' });
  const acceptAmqp = server.listeners('connection')[0] as (socket: Socket) => void;
  server.removeAllListeners('connection');
  const sockets = new Set<Socket>();
  const amqpSockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined); // a client's reset, or the stand-in's own cut
    socket.on('close', () => {
      sockets.delete(socket);
      amqpSockets.delete(socket);
    });
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      if (first[0] === 0x16) return void admin.emit('connection', socket);
      amqpSockets.add(socket);
      acceptAmqp(socket);
      socket.resume();
    });
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;

  const cut = () => {
    // rhea hears of a socket destroyed with an error (a plain destroy leaves its heartbeat timers
    // running), on the next tick: meanwhile it would send to the links of that socket.
    receivers.clear();
    for (const socket of sockets) socket.destroy(new Error('cut by the stand-in'));
  };

  /** A message as the stand-in holds it; `body` is the bytes of a data section, as sent. */
  const view = (path: string) =>
    held(path).map(({ message, deliveryCount, sequenceNumber }) => ({
      body: (message.body?.typecode === 0x75 ? message.body.content : message.body) as unknown,
      messageId: message.message_id as unknown,
      contentType: message.content_type as unknown,
      subject: message.subject as unknown,
      applicationProperties: { ...message.application_properties } as Record<string, unknown>,
      deliveryCount,
      sequenceNumber,
    }));

  return {
    port,
    /** As the service is configured; another key name or key gets a 401 from $cbs. */
    connectionString: (keyName = [...keys.keys()][0]!, key = keys.get(keyName) ?? 'unknown') =>
      `Endpoint=sb://127.0.0.1:${port};SharedAccessKeyName=${keyName};SharedAccessKey=${key};UseDevelopmentEmulator=true`,
    /** Active messages (waiting or locked) of a queue or sub-queue, in sequence order. */
    messagesIn: (queue: string) => view(queue),
    deadLettersIn: (queue: string) => view(queue + DEAD_LETTERS),
    /** A message from another sender, its body raw bytes in a data section as .NET sends it. */
    send(queue: string, body: string | Buffer, applicationProperties = {}, fields = {}) {
      if (!waiting.has(queue)) throw new Error(`no queue ${queue}`);
      const data = rhea.message.data_section(Buffer.from(body));
      enqueue(queue, { ...fields, body: data, application_properties: applicationProperties });
    },
    /** The $management operations asked for, in order. */
    operations: () => [...operations],
    /** Open AMQP connections. */
    connections: () => amqpSockets.size,
    /** Drops every connection at once, as a network failure or a failover does. */
    cut,
    async close() {
      for (const lock of locks.values()) clearTimeout(lock.timer);
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type ServiceBusStandIn = Awaited<ReturnType<typeof startServiceBusStandIn>>;

/** GET /<queue> of the administration API: the queue's description with its counts, in ATOM. */
const queueEntry = (origin: string, queue: string, active: number, deadLetters: number) => {
  const now = new Date().toISOString();
  const count = (name: string, value: number) => `<d2p1:${name}>${value}</d2p1:${name}>`;
  return [
    `<entry xmlns="http://www.w3.org/2005/Atom"><id>${origin}/${queue}</id>`,
    `<title type="text">${queue}</title><content type="application/xml">`,
    '<QueueDescription xmlns="http://schemas.microsoft.com/netservices/2010/10/servicebus/connect">',
    `<CreatedAt>${now}</CreatedAt><UpdatedAt>${now}</UpdatedAt><AccessedAt>${now}</AccessedAt>`,
    `<MessageCount>${active + deadLetters}</MessageCount>`,
    '<CountDetails xmlns:d2p1="http://schemas.microsoft.com/netservices/2011/06/servicebus">',
    count('ActiveMessageCount', active) + count('DeadLetterMessageCount', deadLetters),
    '</CountDetails></QueueDescription></content></entry>',
  ].join('');
};
