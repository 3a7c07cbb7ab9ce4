// The configuration of the `security` e2e project: the portal configuration
// (PORTAL_CONFIG) and form definitions (FORMS_DIR) of a service whose every server-given text
// is the XSS corpus: the title, the tiles' content, the register screen's intro, the
// not-found content, the country list, and a form showing every render type with payloads in
// its names, labels, options, section html and html_display. The same form's second page
// links under the app-link prefix to each address of the redirect corpus.
//
// JSON is YAML, so both files are written as JSON. The other form definitions are the real
// ones (apps/registry/forms), so the demo data's tiles and forms stay as they are.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { offSiteAddresses } from "../../packages/contract/test-support/redirect-corpus.ts";
import { allPayloads, xssCorpus } from "./xss-corpus.ts";

/** The fixture form takes the code of an addable demo type, so form_add gives one. */
export const XSS_FORM = "MENTORING-RELATIONSHIP";
export const XSS_PAGE = "every";
/** The fixture form's second page, with the app links (open once the first is saved). */
export const LINKS_PAGE = "confirm";
/** The tile whose list has the fixture form (in progress), and the dashboard tile over it. */
export const XSS_LIST = "/forms/manage_other_relationships";
export const APP_LINK_PREFIX = "/portal";
/** Rows of the fixture form's repeating group: one per payload. */
export const ROWS_GROUP = "rows";

const payload = (i: number) => xssCorpus[i % xssCorpus.length]!.text;
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The address of app link `i`: the corpus address under the app-link prefix. */
export function appLinkHref(address: string): string {
  return /^[/\\]/.test(address) ? `${APP_LINK_PREFIX}${address}` : `${APP_LINK_PREFIX}/${address}`;
}

/** Payload options of the choice fields: ids o01…, each named by a payload. */
const payloadOptions = (from: number, count: number) =>
  Array.from({ length: count }, (_, k) => ({
    id: `o${String(k + 1).padStart(2, "0")}`,
    name: payload(from + k),
  }));

export function securityPortalConfig() {
  const tile = (i: number) => ({
    name: payload(i),
    addButtonLabel: payload(i + 1),
    description: payload(i + 2),
  });
  return {
    title: allPayloads(),
    appLinkPrefix: APP_LINK_PREFIX,
    notFoundContent: `<h2>Page not found</h2>${allPayloads("\n")}`,
    countryList: payloadOptions(10, 20).map((o, k) => ({
      code: k === 0 ? "NZ" : `Q${String.fromCharCode(65 + k)}`,
      name: o.name,
    })),
    content: {
      intro: `<p>Register here.</p>${allPayloads("\n")}`,
      tiles: {
        apc: tile(0),
        recertification: tile(3),
        manage_relationship: tile(6),
        manage_other_relationships: tile(9),
        volunteer_search: tile(12),
        view_confirmation_forms: tile(15),
        view_annual_declarations: tile(18),
        registration_application: tile(21),
      },
    },
  };
}

function field(fieldName: string, renderType: string, i: number, extra: object = {}) {
  return {
    fieldName,
    label: `${fieldName} ${payload(i)}`,
    helpText: payload(i + 1),
    placeholder: payload(i + 2),
    renderType,
    ...extra,
  };
}

/** The fixture form: every render type, payloads in everything the service sends. */
export function xssFormDefinition() {
  return {
    code: XSS_FORM,
    name: `Mentoring ${payload(30)}`,
    description: payload(31),
    pages: [
      {
        code: XSS_PAGE,
        name: `Every render type ${payload(32)}`,
        sections: [
          {
            title: `Section ${payload(33)}`,
            subTitle: payload(34),
            html: `<p>Server HTML.</p>${allPayloads("\n")}`,
            fieldGroups: [
              {
                groupId: "singles",
                name: payload(35),
                fields: [
                  field("text_field", "text", 0),
                  field("address_field", "address", 3),
                  field("email_field", "email", 6),
                  field("float_field", "float", 9),
                  field("hidden_field", "hidden", 12, { value: payload(12) }),
                  field("radio_field", "radio", 15, {
                    fieldDetails: { options: payloadOptions(15, 5) },
                  }),
                  field("select_field", "select", 20, {
                    fieldDetails: { options: payloadOptions(20, 10) },
                  }),
                  field("select_multi_field", "select_multi", 30, {
                    fieldDetails: { options: payloadOptions(30, 10) },
                  }),
                  field("checkbox_field", "checkbox", 40),
                  field("textarea_field", "textarea", 43),
                  field("country_field", "country", 46),
                  field("country_multi_field", "country_multi", 49),
                  field("date_field", "date", 52),
                  field("file_field", "file_upload", 55, {
                    maxUploads: 10,
                    maxFileSize: 1_000_000,
                  }),
                  {
                    fieldName: "html_display_field",
                    renderType: "html_display",
                    html: allPayloads("\n"),
                  },
                ],
              },
              {
                groupId: ROWS_GROUP,
                headerText: `Row ${payload(58)}`,
                hasMany: true,
                minRows: 0,
                maxRows: xssCorpus.length,
                addButtonText: payload(59),
                fields: [
                  { fieldName: "note", label: "Note", renderType: "text" },
                  { fieldName: "detail", label: "Detail", renderType: "textarea" },
                ],
              },
            ],
          },
        ],
      },
      {
        // Left unsaved, so saving the first page does not submit the form: it stays in progress.
        code: LINKS_PAGE,
        name: "Confirm",
        sections: [
          {
            title: "Links into the portal",
            html: offSiteAddresses
              .map(
                (address, i) =>
                  `<p><a href="${escapeAttribute(appLinkHref(address))}">app link ${i + 1}</a></p>`,
              )
              .join("\n"),
            fieldGroups: [],
          },
          {
            title: "Confirmation",
            fieldGroups: [
              {
                groupId: "confirm",
                fields: [
                  {
                    fieldName: "confirmed",
                    label: "Confirmed",
                    renderType: "checkbox",
                    required: true,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        code: "done",
        name: "Done",
        formEndPage: true,
        sections: [{ title: "Thank you", html: allPayloads("\n"), fieldGroups: [] }],
      },
    ],
  };
}

/** A registration as short as an account allows: the names come back on the dashboard. */
export function xssRegistrationDefinition() {
  const text = (fieldName: string, label: string, extra: object = {}) => ({
    fieldName,
    label,
    renderType: "text",
    required: true,
    ...extra,
  });
  return {
    code: "REGISTRATION",
    name: `Application ${payload(40)}`,
    description: payload(41),
    account: {
      page: "personal",
      email: "email",
      password: "password",
      passwordConfirm: "password_confirm",
      firstName: "first_name",
      surname: "surname",
    },
    pages: [
      {
        code: "personal",
        name: "Personal details",
        sections: [
          {
            title: "About you",
            html: `<p>Your name.</p>${allPayloads("\n")}`,
            fieldGroups: [
              {
                groupId: "identity",
                fields: [
                  text("first_name", "First name"),
                  { fieldName: "middle_names", label: "Middle names", renderType: "textarea" },
                  text("surname", "Surname"),
                  {
                    fieldName: "email",
                    label: "E-mail address",
                    renderType: "email",
                    required: true,
                  },
                  text("password", "Password", { fieldCssClass: "password" }),
                  text("password_confirm", "Confirm password", { fieldCssClass: "password" }),
                ],
              },
            ],
          },
        ],
      },
      {
        code: "submitted",
        name: "Application submitted",
        formEndPage: true,
        sections: [{ title: "Thank you", html: allPayloads("\n"), fieldGroups: [] }],
      },
    ],
  };
}

/**
 * Writes PORTAL_CONFIG and FORMS_DIR under `dir`: the real forms, with the mentoring and
 * registration definitions replaced by the fixture's. Answers both paths.
 */
export function writeSecurityFixture(dir: string, realForms: string) {
  const formsDir = join(dir, "forms");
  mkdirSync(formsDir, { recursive: true });
  for (const name of readdirSync(realForms)) {
    if (name.endsWith(".yaml")) copyFileSync(join(realForms, name), join(formsDir, name));
  }
  const write = (path: string, value: unknown) =>
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  write(join(formsDir, "mentoring-relationship.yaml"), xssFormDefinition());
  write(join(formsDir, "registration.yaml"), xssRegistrationDefinition());
  const portalConfig = join(dir, "portal-config.json");
  write(portalConfig, securityPortalConfig());
  return { portalConfig, formsDir };
}
