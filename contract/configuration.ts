import * as v from 'valibot';

/**
 * Shell §3 global configuration groups, delivered as the structure named `configuration`
 * (GET /structure/configuration; cached 1 hour): the groups are the node's data.customProperties.
 * Every group is optional so a tenant configures only what it uses.
 */
export const CONFIGURATION_STRUCTURE = 'configuration';

const Link = v.object({ title: v.string(), url: v.string() });
const CookieEntry = v.object({
  title: v.string(),
  subTitle: v.optional(v.string()),
  necessary: v.boolean(),
  identifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/)),
  initialState: v.optional(v.boolean(), false),
});

export const ConfigurationSchema = v.object({
  /**
   * Commerce §2 share dialog: where a page can be shared; {url} and {title} in a url are replaced by the page's
   * address and title, URL-encoded (e.g. mailto:?subject={title}&body={url}).
   */
  sharedLinks: v.optional(v.array(Link), []),
  /** The footer's links (about, terms, legal notice). */
  footerLinks: v.optional(v.array(Link), []),
  /** Feature flags; maxQuantity caps cart quantities (commerce §5, default 10). */
  enabledFeatures: v.optional(
    v.object({
      maxQuantity: v.optional(v.number(), 10),
      flags: v.optional(v.record(v.string(), v.boolean()), {}),
    }),
    {},
  ),
  avatarList: v.optional(v.array(v.object({ id: v.string(), imageUrl: v.string() })), []),
  expirationPopup: v.optional(
    v.object({
      show: v.boolean(),
      hoursThreshold: v.optional(v.number()),
      daysThreshold: v.optional(v.number()),
      route: v.optional(v.string()),
      /** The popup's own title and text (stored in six languages, answered in the asked one). */
      title: v.optional(v.string()),
      message: v.optional(v.string()),
      /** The subscription-expiration popup's title and text (a subscription that ends rather than renews). */
      subscriptionTitle: v.optional(v.string()),
      subscriptionMessage: v.optional(v.string()),
    }),
  ),
  customStylingLink: v.optional(v.string()),
  adService: v.optional(v.object({ tagId: v.optional(v.string()), enabled: v.boolean() })),
  externalRedirectDisclaimer: v.optional(v.object({ enabled: v.boolean() })),
  /**
   * The parental-control mails (the reset-code mail): the sender's address and display name, the subject (stored
   * in six languages, answered in the asked one) and the mail service's template id, all carried by the mail.
   */
  parentalControlEmail: v.optional(
    v.object({
      from: v.string(),
      fromName: v.optional(v.string()),
      subject: v.optional(v.string()),
      templateId: v.optional(v.string()),
    }),
  ),
  customPlan: v.optional(v.record(v.string(), v.unknown())),
  seoTabNames: v.optional(v.record(v.string(), v.string()), {}),
  loginOptions: v.optional(v.array(v.object({ id: v.string(), title: v.string() })), []),
  metaData: v.optional(v.object({ title: v.optional(v.string()), description: v.optional(v.string()) }), {}),
  /** Price decimals and currency per locale (commerce §3/§9: default 2 decimals). */
  priceFormat: v.optional(
    v.record(v.string(), v.object({ count: v.optional(v.number(), 2), currency: v.optional(v.string()) })),
    {},
  ),
  paymentMetaData: v.optional(v.record(v.string(), v.unknown())),
  /**
   * Commerce §2/§4 subscription settings: which subscription popup the subscribe decision opens (v1, v2, v3 or
   * the one with groups), the cancel and feedback dialog versions, and the configured path → category mapping
   * (a path prefix such as "/music" → a ment_category value) that picks the plans for the current page.
   */
  subscriptionSettings: v.optional(
    v.object({
      popupVersion: v.optional(v.picklist(['v1', 'v2', 'v3', 'groups']), 'v2'),
      cancelDialogVersion: v.optional(v.picklist(['V1', 'V2']), 'V2'),
      feedbackVersion: v.optional(v.picklist(['V1', 'V2']), 'V2'),
      pathCategories: v.optional(v.record(v.string(), v.string()), {}),
    }),
    {},
  ),
  loginMetaData: v.optional(v.record(v.string(), v.unknown())),
  /** Shell §4: two entries → the second is the alternate (dark) theme's colour. */
  colors: v.optional(v.array(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)))),
  alternateTheme: v.optional(v.boolean(), true),
  homeUrl: v.optional(v.string(), '/'),
  /** Shell §2 error page: the get-started button's custom text (in the answer's language); unset: "Get started". */
  errorPage: v.optional(
    v.object({ getStartedText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))) }),
    {},
  ),
  /** Shell §3 cookie-consent state; cookie names default to ncc_c / ncc_e (§9). */
  cookieConsent: v.optional(
    v.object({
      consentCookie: v.optional(v.string(), 'ncc_c'),
      enabledCookie: v.optional(v.string(), 'ncc_e'),
      position: v.optional(v.picklist(['bottom', 'top']), 'bottom'),
      necessary: v.optional(v.array(CookieEntry), []),
      optional: v.optional(v.array(CookieEntry), []),
    }),
    {},
  ),
  /**
   * Issue 21 kiosk mode: `enabled` makes every device of the tenant a kiosk (a single device is enrolled by a
   * signed link instead, contract/kiosk.ts); idleSeconds without input (and nothing playing) resets the kiosk.
   */
  kiosk: v.optional(
    v.object({
      enabled: v.optional(v.boolean(), false),
      idleSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(3600)), 120),
    }),
    {},
  ),
  /** The footer may be an external fragment (shell §2). */
  externalFooterFragment: v.optional(v.string()),
});
export type Configuration = v.InferOutput<typeof ConfigurationSchema>;
