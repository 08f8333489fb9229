import * as v from 'valibot';

/**
 * The free-form configuration groups (commerce §3: customPlan, paymentMetaData, loginMetaData) as their
 * consumers read them. The groups stay open records in the configuration (a tenant may carry more); a
 * consumer takes only what these shapes name, and nothing when the group does not fit.
 */

/** The subscription page's custom plan card: a plan sold outside the catalogue (e.g. for businesses). */
export const CustomPlanSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  description: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** A portal path (/info/…) or an https address the card's action opens. */
  url: v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/)),
  action: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(60))),
});
export type CustomPlan = v.InferOutput<typeof CustomPlanSchema>;

/** The hosted checkout's merchant line: who charges the card, and the terms of sale. */
export const PaymentMetaSchema = v.object({
  merchantName: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  termsUrl: v.optional(v.pipe(v.string(), v.regex(/^(\/(?!\/)|https:\/\/)/))),
});
export type PaymentMeta = v.InferOutput<typeof PaymentMetaSchema>;

/** The hosted login page's help text under its title. */
export const LoginMetaSchema = v.object({
  helpText: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
});
export type LoginMeta = v.InferOutput<typeof LoginMetaSchema>;

/** What a free-form group holds in the shape its consumer reads, or undefined. */
export function readMeta<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> | undefined {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : undefined;
}
