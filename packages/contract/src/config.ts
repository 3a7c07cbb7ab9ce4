import { z } from "zod";

/** Configuration of SPEC §3, served to the portal by the registry service. */
export const tileContentSchema = z.object({
  name: z.string().optional().describe("Overrides the tile's name in navigation and headers"),
  addButtonLabel: z.string().optional(),
  description: z.string().optional(),
});

export const portalConfigSchema = z.object({
  title: z.string().default("Practitioner Portal"),
  icon: z.string().optional().describe("URL of the icon shown in the title bar"),
  basename: z.string().default("/"),
  appLinkPrefix: z
    .string()
    .default("/portal")
    .describe("Links in server HTML under this path become in-app navigation (SPEC §1)"),
  timeout: z.number().int().nonnegative().default(1800).describe("Inactivity time-out, seconds"),
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
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
export type PortalConfigInput = z.input<typeof portalConfigSchema>;
