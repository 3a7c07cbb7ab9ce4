// The demo provider's sign-in page: an e-mail and the demo password, or "Cancel", which answers
// the client access_denied as a real provider does when someone declines.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, problem: string | undefined, email = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo organisation – sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem}.problem{color:#a4000f;border-left:4px solid #a4000f;padding-left:.75rem}
.note{color:#444;font-size:.9rem}</style></head>
<body><main>
<h1>Demo organisation</h1>
<p class="note">A demo identity provider for the portal (never in production). Its users are listed in the README.</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Work e-mail</label>
<input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export function interactionHandler(
  provider: Provider,
  options: { accounts: readonly { sub: string; email: string }[]; password: string },
) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const [, , uid = "", action] = new URL(request.url ?? "/", "http://idp").pathname.split("/");
    // Throws for an unknown or ended interaction: answered 500 with the reason, as a demo may.
    await provider.interactionDetails(request, response);
    const html = (body: string, status = 200) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    };
    if (request.method === "GET" && !action) return html(page(uid, undefined));
    if (request.method !== "POST") return html(page(uid, "Not found."), 404);
    if (action === "cancel") {
      const denied = { error: "access_denied", error_description: "The user cancelled" };
      return provider.interactionFinished(request, response, denied, {
        mergeWithLastSubmission: false,
      });
    }
    const form = await formOf(request);
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const account = options.accounts.find((a) => a.email.toLowerCase() === email);
    if (!account || form.get("password") !== options.password) {
      return html(page(uid, "That e-mail or password is not right.", email), 401);
    }
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  };
}
