import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background.ts';

describe('work after the answer', () => {
  it('starts after the caller is done, is waited for by settled, and only logs its failure', async () => {
    const errors: string[] = [];
    const tasks = new BackgroundTasks({ error: (_facts, message) => errors.push(message) });
    const order: string[] = [];
    tasks.run('the first task', async () => {
      order.push('task');
      tasks.run('a task of the task', async () => {
        order.push('inner');
      });
    });
    tasks.run('a failing task', async () => {
      throw new Error('boom');
    });
    order.push('caller');
    await tasks.settled();
    expect(order).toEqual(['caller', 'task', 'inner']);
    expect(errors).toEqual(['a failing task failed']);
  });
});
