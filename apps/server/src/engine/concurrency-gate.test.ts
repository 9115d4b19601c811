import { describe, expect, it } from 'vitest';
import { ConcurrencyGate, GateFullError } from './concurrency-gate';

/** A task the test finishes by hand, recording when it started. */
function manualTask(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ConcurrencyGate', () => {
  it('runs at most `limit` tasks at once and the rest in arrival order', async () => {
    const gate = new ConcurrencyGate(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => manualTask(log, name));
    const results = tasks.map((task) => gate.run(task.work));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect([gate.running, gate.queued]).toEqual([2, 2]);

    tasks[1]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    tasks[0]!.finish();
    await tick();
    expect(log.slice(-2)).toEqual(['end a', 'start d']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([gate.running, gate.queued]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new ConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve(42))).toBe(42);
    expect(gate.running).toBe(0);
  });

  it('refuses newcomers when the queue is full', async () => {
    const gate = new ConcurrencyGate(1, 1);
    const log: string[] = [];
    const first = manualTask(log, 'first');
    const second = manualTask(log, 'second');
    const running = gate.run(first.work);
    const waiting = gate.run(second.work);
    await expect(gate.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(GateFullError);
    first.finish();
    second.finish();
    expect(await Promise.all([running, waiting])).toEqual(['first', 'second']);
  });

  it('drops a waiting task whose signal fires, without running it', async () => {
    const gate = new ConcurrencyGate(1);
    const log: string[] = [];
    const first = manualTask(log, 'first');
    const running = gate.run(first.work);
    const controller = new AbortController();
    const dropped = gate.run(() => Promise.resolve('never'), controller.signal);
    await tick();
    controller.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect(gate.queued).toBe(0);
    first.finish();
    await running;
    expect(gate.running).toBe(0);
    expect(log).toEqual(['start first', 'end first']);
  });
});
