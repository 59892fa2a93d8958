import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { structuredOutputSchema } from './structured-output';

describe('structuredOutputSchema', () => {
  it('asks for every property and allows no others, at every depth', () => {
    const schema = structuredOutputSchema(
      z.object({
        a: z.string().optional(),
        b: z.object({ c: z.number().default(1), d: z.array(z.object({ e: z.boolean().nullable() })) }),
      }),
    );
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['a', 'b'],
      properties: {
        a: { type: 'string' },
        b: {
          type: 'object',
          additionalProperties: false,
          required: ['c', 'd'],
          properties: {
            c: { type: 'number' },
            d: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['e'],
                properties: { e: { type: ['boolean', 'null'] } },
              },
            },
          },
        },
      },
    });
  });
});
