import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field messages (`details: [{ path, message }]`) on the matching form fields.
 * Returns whether any field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const detail of error.details) {
    const name = detail.path.split('.').pop() as Path<T> | undefined;
    if (name && fields.includes(name)) {
      setError(name, { type: 'server', message: detail.message });
      applied = true;
    }
  }
  return applied;
}
