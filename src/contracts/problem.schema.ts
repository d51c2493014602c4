/** The error contract: every API error is `application/problem+json` (RFC 9457) with a stable `code`. */
import * as v from 'valibot';

/** One refused field: where (`meetingRooms[0].halls[1].hall`), why, and a stable code. */
export const violationSchema = v.strictObject({
  propertyPath: v.string(),
  message: v.string(),
  code: v.string(),
});

/** A problem document; 422 answers carry `violations`, others may add their own details. */
export const problemSchema = v.looseObject({
  type: v.optional(v.string()),
  title: v.string(),
  status: v.number(),
  detail: v.optional(v.string()),
  code: v.string(),
  violations: v.optional(v.array(violationSchema)),
});

/** One violation. */
export type Violation = v.InferOutput<typeof violationSchema>;
/** A problem document. */
export type Problem = v.InferOutput<typeof problemSchema>;
