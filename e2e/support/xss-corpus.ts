// The XSS corpus of the security suite (docs/security.md) (script, event handlers, `javascript:`
// addresses, SVG, encoded and nested forms). Every payload names itself: when it runs it calls
// `__xss("<id>")` (or alert/confirm/prompt with its id, or `parent.__xss` from a frame), so a
// failure says which payload got through. The detector is in xss-detector.ts; this file has
// no test dependency, so the security project's service reads it too (security-fixture.ts).
export interface Payload {
  /** x01…: what the payload reports when it runs, and what a failure message names. */
  id: string;
  text: string;
}

const b64 = (text: string) => Buffer.from(text).toString("base64");

/** Each template's `ID` becomes the payload's id (a function gets it, for encoded forms). */
const templates: ReadonlyArray<string | ((id: string) => string)> = [
  // Script elements
  `<script>__xss('ID')</script>`,
  `<SCRIPT>__xss('ID')</SCRIPT>`,
  `<script src="data:text/javascript,__xss('ID')"></script>`,
  `<script>alert('ID')</script>`,
  // Event handlers
  `<img src=x onerror=__xss('ID')>`,
  `<IMG SRC=x ONERROR="__xss('ID')">`,
  `<img src=x onerror="alert('ID')">`,
  (id) => `<img src=x:x onerror=eval(atob('${b64(`__xss('${id}')`)}'))>`,
  `<img src=x onerror=&#95;&#95;xss('ID')>`,
  `<body onload=__xss('ID')>`,
  `<input autofocus onfocus=__xss('ID')>`,
  `<select autofocus onfocus=__xss('ID')></select>`,
  `<textarea autofocus onfocus=__xss('ID')></textarea>`,
  `<details open ontoggle=__xss('ID')>`,
  `<video><source onerror=__xss('ID')></video>`,
  `<audio src=x onerror=__xss('ID')>`,
  `<marquee onstart=__xss('ID')>x</marquee>`,
  `<div tabindex=1 autofocus onfocusin=__xss('ID')>x</div>`,
  `<x onclick=__xss('ID')>click me</x>`,
  `<a onmouseover=__xss('ID')>hover me</a>`,
  `<isindex type=image src=1 onerror=__xss('ID')>`,
  `<img srcset=x onerror=confirm('ID')>`,
  `<object data=x onerror=prompt('ID')></object>`,
  // javascript: and other script addresses
  `javascript:__xss('ID')`,
  `<a href="javascript:__xss('ID')">link</a>`,
  `<a href="JaVaScRiPt:__xss('ID')">link</a>`,
  `<a href="&#106;avascript:__xss('ID')">link</a>`,
  `<a href="java&#x09;script:__xss('ID')">link</a>`,
  `<a href=" &#14; javascript:__xss('ID')">link</a>`,
  `<a href="javascript&colon;__xss('ID')">link</a>`,
  `<iframe src="javascript:parent.__xss('ID')"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss('ID')</script>"></iframe>`,
  `<object data="javascript:__xss('ID')"></object>`,
  `<embed src="javascript:__xss('ID')">`,
  `<form><button formaction="javascript:__xss('ID')">go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('ID')">`,
  `<base href="javascript:__xss('ID')//">`,
  (id) =>
    `<a href="data:text/html;base64,${b64(`<script>parent.__xss('${id}')</script>`)}">link</a>`,
  // SVG
  `<svg onload=__xss('ID')>`,
  `<svg/onload=__xss('ID')//`,
  `<svg><script>__xss('ID')</script></svg>`,
  `<svg><animate onbegin=__xss('ID') attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:__xss('ID')"><text x="20" y="20">link</text></a></svg>`,
  `<svg><set attributeName="onmouseover" to="__xss('ID')"/></svg>`,
  `<svg><style><img src=x onerror=__xss('ID')></style></svg>`,
  // Breaking out of attributes, elements and strings
  `"><script>__xss('ID')</script>`,
  `'><img src=x onerror=__xss('ID')>`,
  `" autofocus onfocus="__xss('ID')" x="`,
  `' onmouseover='__xss("ID")' x='`,
  `</textarea><script>__xss('ID')</script>`,
  `</title><script>__xss('ID')</script>`,
  `</script><script>__xss('ID')</script>`,
  `';__xss('ID');//`,
  // Encoded forms (must stay text: decoding them once more would run them)
  `&lt;img src=x onerror=__xss('ID')&gt;`,
  `%3Cimg%20src%3Dx%20onerror%3D__xss('ID')%3E`,
  `\\u003cimg src=x onerror=__xss('ID')\\u003e`,
  `&#60;script&#62;__xss('ID')&#60;/script&#62;`,
  // Nested and mutation forms
  `<scr<script>ipt>__xss('ID')</scr</script>ipt>`,
  `<<img src=x onerror=__xss('ID')>>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss('ID')>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss('ID')>`,
  `<template><img src=x onerror=__xss('ID')></template><div><img src=x onerror=__xss('ID')></div>`,
  // Template injection
  `{{constructor.constructor("__xss('ID')")()}}`,
  `\${__xss('ID')}`,
];

export const xssCorpus: readonly Payload[] = templates.map((template, i) => {
  const id = `x${String(i + 1).padStart(2, "0")}`;
  return { id, text: typeof template === "string" ? template.replaceAll("ID", id) : template(id) };
});

/** The corpus as one piece of text (for a single value or a block of server HTML). */
export const allPayloads = (separator = " ") => xssCorpus.map((p) => p.text).join(separator);
