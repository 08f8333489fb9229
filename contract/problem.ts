import * as v from 'valibot';

/** RFC 9457 problem details: the body of every 4xx/5xx answer of the backend. */
export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  detail: v.optional(v.string()),
  instance: v.optional(v.string()),
  /** Machine-readable code, e.g. UNKNOWN_TENANT, VALIDATION_FAILED. */
  code: v.optional(v.string()),
  /** Field-level problems of a validation failure. */
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  /** Extension member some answers carry for the portal to act on (e.g. the partner login's 402). */
  data: v.optional(v.unknown()),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
