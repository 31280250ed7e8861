import { readFile } from 'node:fs/promises';

/**
 * A process's resident memory in bytes, from Linux's /proc: everything it holds in RAM (heap,
 * buffers, a canvas, WebAssembly), read from outside, so a process stuck in native code is still
 * measured. Undefined where there is no /proc (or the process is gone).
 */
export const residentMemory = async (pid: number): Promise<number | undefined> => {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'latin1');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
};
