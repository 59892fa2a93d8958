/** Client-side form validation with the schemas of @mentor/validation. */
import { useState } from 'react';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParseSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per top-level field. */
export function fieldErrorsOf<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as K] = issue.message;
  }
  return errors;
}

/** Parses form values: `{ data }` when valid, else `{ errors }` (one message per field). */
export function validateForm<T, K extends string = string>(
  schema: SafeParseSchema<T>,
  values: Record<K, unknown>,
): { data: T; errors: null } | { data: null; errors: FieldErrors<K> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  return { data: null, errors: fieldErrorsOf<K>(result.error.issues) };
}

/**
 * A text form checked by a schema: its values, one error per field (cleared as the field is edited), and
 * `validate()`, which answers the parsed input or null after showing the field errors.
 */
export function useSchemaForm<T, K extends string>(
  schema: SafeParseSchema<T>,
  initial: () => Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const set = (field: K) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const validate = (): T | null => {
    const result = validateForm<T, K>(schema, values);
    if (result.errors) {
      setErrors(result.errors);
      return null;
    }
    return result.data;
  };
  return { values, setValues, errors, setErrors, set, validate };
}
