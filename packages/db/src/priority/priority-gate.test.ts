import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate.ts';

describe('priority gate', () => {
  it('starts a background call only once the interactive calls in flight have ended', async () => {
    const gate = new PriorityGate({ maxWaitMs: 60_000 });
    const order: string[] = [];
    let finishInteractive = () => {};
    const interactive = gate.interactive(
      () =>
        new Promise<void>((resolve) => {
          finishInteractive = () => {
            order.push('interactive');
            resolve();
          };
        }),
    );
    const background = gate.background(async () => {
      order.push('background');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    expect(gate.waiting).toBe(1);
    finishInteractive();
    await Promise.all([interactive, background]);
    expect(order).toEqual(['interactive', 'background']);
    expect(gate.waiting).toBe(0);
  });

  it('never holds a background call longer than its limit, even behind an interactive call that never ends', async () => {
    const gate = new PriorityGate({ maxWaitMs: 40 });
    void gate.interactive(() => new Promise(() => {}));
    let ran = false;
    await gate.background(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('lets a waiting timer run before each background call: a loop of background calls never starves the event loop', async () => {
    const gate = new PriorityGate();
    let timerFiredAt: number | undefined;
    let calls = 0;
    setTimeout(() => {
      timerFiredAt = calls;
    }, 0);
    // Each call resolves in microtasks only (as PGlite's do): without the gate, the loop would end before the timer.
    for (let i = 0; i < 200; i++) {
      await gate.background(async () => {
        calls += 1;
      });
    }
    expect(timerFiredAt).toBeDefined();
    expect(timerFiredAt!).toBeLessThan(200);
  });
});
