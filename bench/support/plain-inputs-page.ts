// The baseline of the form screen benchmark: a plain HTML page of as many labelled text inputs
// as the generated form has fields, served on 127.0.0.1.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { FIELDS_PER_PAGE, PAGES, ROW_FIELDS, ROWS } from "./generated-form.ts";
import { HOST } from "./portal-service.ts";

/** The baseline: plain HTML with the same 1,500 labelled text inputs, nothing else. */
function plainHtml(): string {
  const inputs: string[] = [];
  for (let f = 0; f < FIELDS_PER_PAGE; f++)
    inputs.push(
      `<div><label for="p${f}">Question ${f}</label><input id="p${f}" type="text"></div>`,
    );
  for (let r = 0; r < ROWS; r++) {
    const row: string[] = [];
    for (let f = 0; f < ROW_FIELDS; f++)
      row.push(
        `<div><label for="r${r}_${f}">Question r${f}</label><input id="r${r}_${f}" type="text"></div>`,
      );
    inputs.push(`<fieldset><legend>Row ${r + 1}</legend>${row.join("")}</fieldset>`);
  }
  // 50 + 1000 = 1,050 so far; the rest of the 500 form fields (pages 2–10) as more inputs.
  for (let f = FIELDS_PER_PAGE; f < PAGES * FIELDS_PER_PAGE; f++)
    inputs.push(
      `<div><label for="p${f}">Question ${f}</label><input id="p${f}" type="text"></div>`,
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain inputs</title></head><body><main><form>${inputs.join("")}</form></main></body></html>`;
}

export async function startPlainServer(): Promise<{ server: Server; url: string }> {
  const html = plainHtml();
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return { server, url: `http://${HOST}:${(server.address() as AddressInfo).port}/` };
}
