import { schemaResolver, type FormErrors } from '@mantine/form';

/** A schema of @mentor/validation (Zod 4 schemas implement Standard Schema). */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * The one resolver of the app's forms (`useForm({ validate: zodResolver(schema) })`): @mantine/form's Standard
 * Schema resolver, synchronous. Each issue's path is joined with '.', so a nested field has its own message
 * (`milestones.0.title`); the first message per field wins.
 */
export function zodResolver(schema: FormSchema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}
