import * as v from 'valibot';

/** builds/latest.json, written by every build and polled by the portal (shell §4 build freshness). */
export const BuildInfoSchema = v.object({ id: v.string(), builtAt: v.string() });
export type BuildInfo = v.InferOutput<typeof BuildInfoSchema>;
