// Small server-rendered pages of the payment module: no script, no inline style.
import { escapeHtml } from "../../http/escape-html.ts";
import { pageStylePath } from "./page-style.ts";

export { escapeHtml };

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${pageStylePath}"></head>
<body>
${body}
</body>
</html>
`;
}

/** A page with one sentence and, when given, a link onwards. */
export function messagePage(
  title: string,
  sentence: string,
  link?: { href: string; text: string },
) {
  const onwards = link
    ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
    : "";
  return htmlPage(
    title,
    `<main>\n<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(sentence)}</p>${onwards}\n</main>`,
  );
}
