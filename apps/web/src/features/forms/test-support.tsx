// Test support for the form feature: small factories for definitions and a renderer of one
// PageForm inside the real store and a memory router (DESIGN §2: factories, not blobs).
import type {
  Field,
  FieldGroup,
  FlatPageValues,
  FormResponse,
  FormSummary,
  Page,
  PageCode,
  PortalConfig,
} from "@portal/contract";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { AppProviders } from "../../app/app-providers.tsx";
import { makeConfig } from "../../test/factories.ts";
import { memoryRouter } from "../../test/memory-router.tsx";
import { createTestStore } from "../../test/test-store.ts";
import { MessageBanner } from "../messages/index.ts";
import { preloadFieldComponents } from "./field-registry.ts";
import { PageForm, type PageFormProps } from "./page-form.tsx";

export function makeField(fieldName: string, overrides: Partial<Field> = {}): Field {
  return { fieldName, label: `Label of ${fieldName}`, renderType: "text", ...overrides };
}

export function makeGroup(groupId: string, fields: Field[], overrides: Partial<FieldGroup> = {}) {
  return { groupId, fields, ...overrides } satisfies FieldGroup;
}

export function makePage(groups: FieldGroup[], overrides: Partial<Page> = {}): Page {
  return { code: "p1", sections: [{ title: "Section one", fieldGroups: groups }], ...overrides };
}

/** A page with the fields in one plain group. */
export function pageOf(fields: Field[], overrides: Partial<Page> = {}): Page {
  return makePage([makeGroup("main", fields)], overrides);
}

export function makePageCodes(...codes: Array<[string, PageCode["pageState"], boolean?]>) {
  return codes.map(([code, pageState, pageDone]) => ({
    code,
    name: `Page ${code}`,
    pageState,
    pageDone: pageDone ?? false,
  }));
}

export function makeSummary(overrides: Partial<FormSummary> = {}): FormSummary {
  return {
    code: "APC",
    formToken: "tok",
    name: "Annual Practising Certificate",
    pageCodes: makePageCodes(["p1", "enabled"], ["p2", "visible"]),
    ...overrides,
  };
}

/** The service's answer to a successful save of this page. */
export function savedAnswer(page: Page, overrides: Partial<FormResponse> = {}): FormResponse {
  return {
    message: "Page saved.",
    form: makeSummary(),
    page: { ...page, state: "done" },
    ...overrides,
  };
}

export interface RenderPageFormOptions extends Partial<Omit<PageFormProps, "page">> {
  config?: PortalConfig;
}

/** Renders one PageForm; `save` resolves as a successful save unless given. */
export async function renderPageForm(page: Page, options: RenderPageFormOptions = {}) {
  const { config, ...props } = options;
  const { store, rehydrated } = createTestStore(config ?? makeConfig());
  await rehydrated;
  // As the form screen does before a page shows: its rarer field components are loaded.
  await preloadFieldComponents(page);
  const save = vi.fn<(values: FlatPageValues) => Promise<FormResponse>>(
    props.save ?? (async () => savedAnswer(page)),
  );
  const onSaved = vi.fn<PageFormProps["onSaved"]>(props.onSaved ?? (() => undefined));
  const { element, router } = memoryRouter(
    [
      {
        path: "*",
        element: (
          <main id="main-content">
            <MessageBanner />
            <PageForm
              page={page}
              formCode="APC"
              formToken="tok"
              sessionId="s-1"
              labels={{ idle: "Save", busy: "Saving..." }}
              {...props}
              save={save}
              onSaved={onSaved}
            />
          </main>
        ),
      },
    ],
    { initialEntries: ["/form/APC/tok/p1"] },
  );
  const user = userEvent.setup();
  const view = render(<AppProviders store={store}>{element}</AppProviders>);
  return { ...view, user, save, onSaved, store, router };
}

/** The values of the last save. */
export function lastPosted(save: { mock: { calls: Array<[FlatPageValues]> } }): FlatPageValues {
  const call = save.mock.calls.at(-1);
  if (!call) throw new Error("Nothing was saved");
  return call[0];
}
