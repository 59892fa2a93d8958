import { z } from 'zod';

/** A JSON schema as sent in `response_format.json_schema.schema`. */
export type JsonSchema = { [key: string]: unknown };

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Strict mode knows no defaults; `$schema` is not part of the shape.
    if (key === 'default' || key === '$schema') continue;
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, strict(schema)]));
    } else out[key] = key === 'enum' || key === 'required' ? value : strict(value);
  }
  if (out.type === 'object' && isObject(out.properties)) {
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  return out;
}

/**
 * The JSON schema of a structured-output request, derived from the Zod schema its answer is parsed with: the
 * input side of the schema (what the model writes), made strict as OpenAI's structured outputs require (every
 * property required, no additional properties, no defaults). A property the Zod schema reads leniently (optional,
 * caught) is still asked for.
 */
export function structuredOutputSchema(schema: z.ZodObject): JsonSchema {
  return strict(z.toJSONSchema(schema, { io: 'input' })) as JsonSchema;
}
