import * as v from 'valibot';
import type { Endpoint } from '#contract/endpoint.ts';
import { PROBLEM_CONTENT_TYPE, type Problem, ProblemSchema } from '#contract/problem.ts';
import { ApiError } from './api-error.ts';

/** The endpoint's parsed answer (its contract schema), or an invalid-response ApiError. */
export async function readResponse<E extends Endpoint>(
  response: Response,
  endpoint: E,
): Promise<v.InferOutput<E['response']>> {
  let data: unknown;
  if (response.status !== 204 && endpoint.method !== 'HEAD') {
    try {
      data = await response.json();
    } catch (error) {
      throw new ApiError({ kind: 'invalid-response', status: response.status, endpoint, cause: error });
    }
  }
  const result = v.safeParse(endpoint.response, data);
  if (!result.success) {
    throw new ApiError({ kind: 'invalid-response', status: response.status, endpoint, cause: result.issues });
  }
  return result.output as v.InferOutput<E['response']>;
}

export async function readProblem(response: Response): Promise<Problem | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes(PROBLEM_CONTENT_TYPE) && !type.includes('application/json')) {
    await response.body?.cancel();
    return undefined;
  }
  try {
    const result = v.safeParse(ProblemSchema, await response.json());
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}
