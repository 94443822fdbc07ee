/** What tells a screen reader that a field is wrong, and which message says why. */
export interface ProblemAttributes {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A form's problems beside its fields: `describe(field)` gives a field the attributes that tell a screen reader it is
 * wrong and why; `problem(field)` is the message under it, or nothing.
 */
export function fieldProblems<Field extends string>(prefix: string, errors: Partial<Record<Field, string>>) {
  const id = (field: Field) => `${prefix}-${field}-error`;
  return {
    describe: (field: Field): ProblemAttributes => ({ 'aria-invalid': Boolean(errors[field]), 'aria-describedby': errors[field] ? id(field) : undefined }),
    problem: (field: Field) =>
      errors[field] ? (
        <p id={id(field)} className="text-sm text-tone-danger-fg">
          {errors[field]}
        </p>
      ) : null,
  };
}
