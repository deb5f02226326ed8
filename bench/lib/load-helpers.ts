import type { ChildProcess } from 'node:child_process';

/** The child's next message of this kind (rejects if it exits first). */
export function nextMessage<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`the API process exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** A linear congruential generator: every run sends the same sequence of requests. */
export function seededRandom(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** A latency as a right-aligned `123 ms`. */
export function ms(value: number): string {
  return `${value.toFixed(0)} ms`.padStart(7);
}
