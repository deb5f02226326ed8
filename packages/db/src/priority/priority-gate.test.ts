import { describe, expect, it } from 'vitest';
import { PriorityGate } from './priority-gate.ts';

/** Lets every pending timer and I/O callback run a few times over. */
const settle = async (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('priority gate', () => {
  it('lets background calls run between requests: a request holds them only while it is in flight', async () => {
    const gate = new PriorityGate({ starveMs: 60_000 });
    let ran = 0;
    for (let i = 0; i < 20; i++) {
      const release = gate.hold();
      const background = gate.background(async () => {
        ran += 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 2));
      release();
      await background;
    }
    expect(ran).toBe(20);
  });

  it('holds background calls while a request runs, and lets them go once it has ended', async () => {
    const gate = new PriorityGate({ starveMs: 60_000 });
    const order: string[] = [];
    const release = gate.hold();
    const background = gate.background(async () => {
      order.push('background');
    });
    await settle();
    expect(order).toEqual([]);
    expect(gate.waiting).toBe(1);
    await gate.interactive(async () => {
      order.push('interactive');
    });
    release();
    await background;
    expect(order).toEqual(['interactive', 'background']);
    expect(gate.waiting).toBe(0);
  });

  it('gives background work a slice of time under a request that never ends', async () => {
    const gate = new PriorityGate({ starveMs: 40 });
    gate.hold();
    let ran = false;
    await gate.background(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('lets pending I/O callbacks run before each background call: a loop of background calls never starves the event loop', async () => {
    const gate = new PriorityGate();
    let firedAt: number | undefined;
    let calls = 0;
    // Queued before the loop, as a request's I/O would be. Each call resolves in microtasks only (as PGlite's do):
    // without the gate the loop would run all 200 calls before this callback.
    setImmediate(() => {
      firedAt = calls;
    });
    for (let i = 0; i < 200; i++) {
      await gate.background(async () => {
        calls += 1;
      });
    }
    expect(firedAt).toBe(0);
  });

  it('releases a hold once, however often its release is called', async () => {
    const gate = new PriorityGate({ starveMs: 60_000 });
    const first = gate.hold();
    const second = gate.hold();
    first();
    first();
    let ran = false;
    const background = gate.background(async () => {
      ran = true;
    });
    await settle();
    expect(ran).toBe(false);
    second();
    await background;
    expect(ran).toBe(true);
  });
});
