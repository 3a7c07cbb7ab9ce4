/** Where a concern's page is in the portal: /raise-a-concern/{formToken}/{page code}. */
export function concernPath(formToken: string, pageCode?: string): string {
  const parts = [formToken, ...(pageCode ? [pageCode] : [])].map(encodeURIComponent);
  return `/raise-a-concern/${parts.join("/")}`;
}
