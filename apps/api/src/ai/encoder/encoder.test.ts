import { describe, expect, it } from 'vitest';
import { ENCODER_DIMENSIONS, encode, encoded } from '.';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + v * b[i]!, 0);

describe('the sentence encoder', () => {
  it('turns each text into a unit vector, in order, the same every time', async () => {
    const texts = ['How do I price my product?', 'I feel lonely since I moved city'];
    const [a, b] = await encode(texts);
    expect(a).toHaveLength(ENCODER_DIMENSIONS);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 4);
    expect(Math.hypot(...b!)).toBeCloseTo(1, 4);
    const [again] = await encode([texts[0]!]);
    expect([...again!]).toEqual([...a!]);
  });

  it('puts messages that mean the same close together, whatever their words', async () => {
    const [price, charge, lonely] = await encode([
      'how should i price my saas product',
      'what should we charge customers for our software',
      'i have no friends in this new town and feel alone',
    ]);
    expect(dot(price!, charge!)).toBeGreaterThan(dot(price!, lonely!) + 0.2);
  });

  it('keeps what it encoded lately, so a message is encoded once', async () => {
    const text = `a message encoded once ${Date.now()}`;
    expect(encoded(text)).toBeUndefined();
    const [vector] = await encode([text]);
    expect(encoded(text)).toBe(vector);
  });

  it('answers a vector it found kept even when other messages evict it while this one waits', async () => {
    const stamp = Date.now();
    const kept = `kept before the wait ${stamp}`;
    const [vector] = await encode([kept]);
    // 256 others (a whole cache) are encoded while a call that found `kept` kept waits for 200 new texts.
    const flood = encode(Array.from({ length: 256 }, (_, i) => `filler ${i} ${stamp}`));
    const both = encode([kept, ...Array.from({ length: 200 }, (_, i) => `new ${i} ${stamp}`)]);
    await flood;
    const [again, fresh] = await both;
    expect(again).toBe(vector);
    expect(fresh).toHaveLength(ENCODER_DIMENSIONS);
  });
});
