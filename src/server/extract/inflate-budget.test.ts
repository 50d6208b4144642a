import { deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countInflated, INFLATE_RATIO_GRACE, InflateBudgetExceeded, MAX_INFLATE_RATIO } from './inflate-budget.ts';
import { bombDeflate } from './test-bombs.ts';

const MB = 1024 * 1024;

/** Text that compresses about as well as Word XML does (a few distinct words, in varying order). */
function xmlLike(bytes: number): Buffer {
  const words = ['<w:p>', '<w:r>', '<w:t>', 'patent', 'brand', 'Lumio', '</w:t>', '</w:r>', '</w:p>', 'sensor', 'lamp'];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const word = `${words[(i * 7919) % words.length]}${i % 97} `;
    parts.push(word);
    size += word.length;
  }
  return Buffer.from(parts.join(''));
}

describe('countInflated', () => {
  it('refuses a bomb by its ratio long before the budget: 30 MB of one letter under a 32 MB budget', async () => {
    const bomb = bombDeflate(30);
    // Within the budget, so only the ratio can refuse it; the old count read all 30 MB and accepted it.
    await expect(countInflated(bomb, 32 * MB, 'raw')).rejects.toBeInstanceOf(InflateBudgetExceeded);
    await expect(countInflated(Buffer.concat([Buffer.from([0x78, 0xda]), bomb]), 32 * MB, 'zlib')).rejects.toBeInstanceOf(InflateBudgetExceeded);
  });

  it('counts honest, well-compressing text of several MB to its end', async () => {
    const text = xmlLike(8 * MB);
    const compressed = deflateRawSync(text);
    expect(text.length / compressed.length).toBeLessThan(MAX_INFLATE_RATIO);
    expect(await countInflated(compressed, 32 * MB, 'raw')).toEqual({ bytes: text.length, complete: true });
  });

  it('reads a small part of any ratio, under the grace', async () => {
    const repetitive = Buffer.alloc(INFLATE_RATIO_GRACE - 1, 'a');
    expect(await countInflated(deflateSync(repetitive), 32 * MB, 'zlib')).toEqual({ bytes: repetitive.length, complete: true });
  });

  it('still refuses past the budget, and stops a damaged stream where it breaks', async () => {
    await expect(countInflated(deflateRawSync(xmlLike(3 * MB)), 2 * MB, 'raw')).rejects.toBeInstanceOf(InflateBudgetExceeded);
    const damaged = deflateRawSync(xmlLike(MB)).subarray(0, 2000);
    expect((await countInflated(damaged, 32 * MB, 'raw')).complete).toBe(false);
  });
});
