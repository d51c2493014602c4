import * as v from 'valibot';
import { ProblemError } from '../hydra/problem.ts';
import type { Violation } from './resource.ts';

const CODES: Record<string, string> = {
  integer: 'invalid_type',
  min_value: 'out_of_range',
  max_value: 'out_of_range',
  min_length: 'invalid_length',
  max_length: 'invalid_length',
  regex: 'invalid_format',
  email: 'invalid_format',
  url: 'invalid_format',
  picklist: 'invalid_choice',
  raw_transform: 'invalid_reference',
  check: 'invalid_value',
};

/** Every code `toViolations` gives a violation: the desk translates each (locales/desk/common.*.json). */
export const SCHEMA_VIOLATION_CODES: readonly string[] = [
  ...new Set([...Object.values(CODES), 'unknown_field', 'required', 'invalid_type', 'invalid_value']),
];

/** `partnerSettings.color`, `translations[0].name`: the path notation API Platform uses. */
export function propertyPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? key : `${text}.${key}`;
  }, '');
}

function issuePath(issue: v.BaseIssue<unknown>, prefix: (string | number)[]): (string | number)[] {
  return [...prefix, ...(issue.path ?? []).map((item) => item.key as string | number)];
}

/** Turns valibot issues into violations with stable codes; `prefix` places a nested document's paths. */
export function toViolations(
  issues: readonly v.BaseIssue<unknown>[],
  prefix: (string | number)[] = [],
): Violation[] {
  const violations: Violation[] = [];
  for (const issue of issues) {
    const path = propertyPath(issuePath(issue, prefix));
    const isObject = issue.type === 'strict_object' || issue.type === 'object';
    if (isObject && issue.expected === 'never') {
      violations.push({ propertyPath: path, message: 'This field is not expected.', code: 'unknown_field' });
    } else if (issue.received === 'undefined' && issue.expected?.startsWith('"')) {
      violations.push({ propertyPath: path, message: 'This value should not be missing.', code: 'required' });
    } else if (issue.kind === 'schema' && issue.type === 'union' && issue.issues) {
      violations.push({ propertyPath: path, message: issue.issues[0]!.message, code: 'invalid_type' });
    } else {
      const code = CODES[issue.type] ?? (issue.kind === 'schema' ? 'invalid_type' : 'invalid_value');
      violations.push({ propertyPath: path, message: issue.message, code });
    }
  }
  // A union reports one issue per branch; one message per path and code is enough.
  const seen = new Set<string>();
  return violations.filter((violation) => {
    const key = `${violation.propertyPath}|${violation.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The 422 problem for a list of violations (design.md: the widget maps `propertyPath` to its fields). */
export function unprocessable(violations: Violation[]): ProblemError {
  const detail = violations.map((v) => `${v.propertyPath || '(body)'}: ${v.message}`).join('\n');
  return new ProblemError('validation_failed', detail, {}, { violations });
}

/** `body` parsed by a contract schema, or a 422 problem with the schema's violations. */
export function parseContract<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw unprocessable(toViolations(result.issues));
  return result.output;
}
