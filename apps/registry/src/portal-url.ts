/** The portal's own address, as links in e-mails and certificates give it: no trailing slash. */
export function portalBaseUrl(publicUrl: string, basename: string): string {
  return publicUrl.replace(/\/+$/, "") + basename.replace(/\/+$/, "");
}
