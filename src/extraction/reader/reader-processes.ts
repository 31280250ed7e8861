import { fork, type ChildProcess } from 'node:child_process';

/** One reader process and the task it is running, if any. */
export interface ReaderProcess {
  readonly pid: number;
  /** SIGKILL: a process stuck in native code ignores anything gentler. */
  kill(): void;
  /** Sends a message to the process (one task at a time). */
  send(message: unknown): void;
  /** Where the running task hears from the process: its messages, and its death. */
  listen(handlers: { message(message: unknown): void; exit(how: ProcessExit): void }): void;
  /** The last bytes it wrote to stderr (V8 says "heap out of memory" there). */
  stderr(): string;
}

export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ReaderProcesses {
  /** A process to run one task on: an idle one, a new one, or the next one freed. */
  acquire(signal?: AbortSignal): Promise<ReaderProcess>;
  /** The task is done: the process waits for the next, unless it died or was killed. */
  release(process: ReaderProcess): void;
  /** Kills every process; waiting acquirers are refused. */
  close(): Promise<void>;
}

interface Slot extends ReaderProcess {
  readonly child: ChildProcess;
  exited: boolean;
}

/**
 * Up to `max` child processes running `script`, each one task at a time, started when needed and
 * kept while they live. The pool's whole job is to hand out a live process and to forget a dead
 * one at once, whether it died at work, idle, or by our own kill: a killed process is never given
 * another task.
 */
export const readerProcesses = (options: {
  readonly script: string;
  readonly max: number;
  readonly execArgv: readonly string[];
  /**
   * Idle processes kept ready: a fork of the service costs its event loop tens of milliseconds,
   * better spent in a turn of its own than in the middle of a job. 0 starts them when asked.
   */
  readonly warm?: number;
}): ReaderProcesses => {
  const all = new Set<Slot>();
  const idle: Slot[] = [];
  const waiting: { give(slot: Slot): void; refuse(error: Error): void }[] = [];
  let closed = false;

  const forget = (slot: Slot) => {
    all.delete(slot);
    const at = idle.indexOf(slot);
    if (at >= 0) idle.splice(at, 1);
    // A place is free: whoever waits gets a new process.
    const next = waiting.shift();
    if (next && !closed) next.give(spawn());
    else keepWarm();
  };

  const keepWarm = () =>
    setImmediate(() => {
      if (!closed && idle.length < (options.warm ?? 0) && all.size < options.max)
        idle.push(spawn());
    });

  const spawn = (): Slot => {
    const child = fork(options.script, [], {
      execArgv: [...options.execArgv],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let handlers: Parameters<ReaderProcess['listen']>[0] | undefined;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4096);
    });
    const slot: Slot = {
      child,
      exited: false,
      pid: child.pid ?? -1,
      kill: () => void child.kill('SIGKILL'),
      send: (message) => {
        if (!slot.exited) child.send(message as never);
      },
      listen: (next) => {
        handlers = next;
      },
      stderr: () => stderr,
    };
    child.on('message', (message) => handlers?.message(message));
    // A failed send (the process just died) is told by its exit, which follows.
    child.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      slot.exited = true;
      forget(slot);
      handlers?.exit({ code, signal });
      handlers = undefined;
    });
    all.add(slot);
    return slot;
  };

  keepWarm();
  return {
    acquire(signal) {
      if (closed) return Promise.reject(new Error('the document readers are closed'));
      const ready = idle.pop();
      if (ready) {
        keepWarm();
        return Promise.resolve(ready);
      }
      if (all.size < options.max) return Promise.resolve(spawn());
      return new Promise<ReaderProcess>((resolve, reject) => {
        const entry = {
          give: (slot: Slot) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(slot);
          },
          refuse: (error: Error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
    release(process) {
      const slot = process as Slot;
      slot.listen({ message: () => undefined, exit: () => undefined });
      if (slot.exited || slot.child.killed) return;
      const next = waiting.shift();
      if (next) next.give(slot);
      else idle.push(slot);
    },
    async close() {
      closed = true;
      for (const entry of waiting.splice(0))
        entry.refuse(new Error('the document readers are closed'));
      const exits = [...all].map(
        (slot) =>
          new Promise<void>((resolve) =>
            slot.exited ? resolve() : slot.child.once('exit', () => resolve()),
          ),
      );
      for (const slot of all) slot.kill();
      await Promise.all(exits);
    },
  };
};
