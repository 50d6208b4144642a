import { describe, expect, it } from 'vitest';

describe('client zod settings', () => {
  it('turns off the eval probe and compiled parsers, as zod itself reads its settings', async () => {
    await import('./zod-config.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
  });
});
