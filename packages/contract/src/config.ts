import { z } from "zod";
import { DEFAULT_TIME_ZONE } from "./time-zone.ts";

/** Configuration of SPEC §3, served to the portal by the registry service. */
export const tileContentSchema = z.object({
  name: z.string().optional().describe("Overrides the tile's name in navigation and headers"),
  addButtonLabel: z.string().optional(),
  description: z.string().optional(),
});

export const captchaProviders = ["altcha", "recaptcha", "off"] as const;
export const captchaProviderSchema = z.enum(captchaProviders);
export type CaptchaProvider = z.infer<typeof captchaProviderSchema>;

/** The login captcha as the portal must render it; filled by the service from its environment. */
export const captchaConfigSchema = z.object({
  provider: captchaProviderSchema.describe("Which widget the login screen shows; off: none"),
  siteKey: z.string().optional().describe("reCAPTCHA v2 site key (provider recaptcha)"),
  challengeUrl: z
    .string()
    .optional()
    .describe("Where the ALTCHA widget fetches its challenge (provider altcha)"),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** A solved captcha sent with a write other than the login (which names it recaptchaToken). */
export const captchaTokenSchema = z
  .string()
  .max(20_000)
  .optional()
  .describe("The portal's captcha solved (as the login's recaptchaToken); needed unless it is off");

export const portalConfigSchema = z.object({
  title: z.string().default("Practitioner Portal"),
  icon: z.string().optional().describe("URL of the icon shown in the title bar"),
  basename: z.string().default("/"),
  appLinkPrefix: z
    .string()
    .default("/portal")
    .describe("Links in server HTML under this path become in-app navigation (SPEC §1)"),
  timeout: z.number().int().nonnegative().default(1800).describe("Inactivity time-out, seconds"),
  timeZone: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .describe("The regulator's time zone (IANA name): every date shown is on its calendar"),
  countryList: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
  addressfinder: z.string().optional().describe("AddressFinder key, when configured"),
  registrationFormType: z.string().optional(),
  registerRedirect: z.string().optional(),
  renderPdfEndpoint: z.string().optional(),
  addRedirects: z.record(z.string(), z.string()).default({}),
  tileOrder: z.array(z.string()).default([]),
  notFoundContent: z
    .string()
    .default("<h2>Page not found</h2><p>The page you asked for does not exist.</p>"),
  content: z
    .object({
      tiles: z.record(z.string(), tileContentSchema).default({}),
      intro: z.string().optional(),
    })
    .catchall(z.unknown())
    .default({ tiles: {} }),
  captcha: captchaConfigSchema
    .default({ provider: "off" })
    .describe("The login captcha; the token is always sent as the field recaptchaToken"),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
export type PortalConfigInput = z.input<typeof portalConfigSchema>;
