// Addresses an attacker puts in a redirect or return parameter to send the browser elsewhere
// (the security suite's corpus): each must be refused by the same-origin rule, on the service and in
// the portal, and the e2e suite follows each in Chromium. `%HOST%` stands for a host outside.
export const foreignHost = "evil.example";

export const offSiteAddresses: readonly string[] = [
  "//evil.example",
  "//evil.example/login",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/.//evil.example/",
  "/./\\evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E//evil.example",
  "/a/..//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  " //evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "https://evil.example",
  "http://evil.example/form/APC/x/page",
  "HTTPS://evil.example",
  "https:evil.example",
  "http:/evil.example",
  "https://localhost@evil.example",
  "https://user:pass@evil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example",
  "",
];

/** Same-origin paths the rule must keep (what the portal itself puts in these parameters). */
export const portalAddresses: readonly string[] = [
  "/",
  "/forms/apc",
  "/form/APC/tok-1/page-2?x=1",
  "/form/PEER/abc/peers?peer_person_id=1#top",
  "/%2F%2Fevil.example",
  "/a/./b",
];
