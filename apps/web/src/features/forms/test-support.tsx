// Test support for the form feature: the form factories, and a renderer of one PageForm inside
// the real store and a memory router.
import type { FlatPageValues, Page, PortalConfig } from "@portal/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { AppProviders } from "../../app/app-providers.tsx";
import { makeConfig } from "../../test/factories.ts";
import { savedAnswer } from "../../test/form-factories.ts";
import { memoryRouter } from "../../test/memory-router.tsx";
import { createTestStore } from "../../test/test-store.ts";
import { MessageBanner } from "../messages/index.ts";
import { PageForm, type PageFormProps } from "./page/page-form.tsx";
import { preloadPageParts } from "./page/page-parts.ts";
import { loadPageSaving } from "./page/use-page-submit.tsx";

export * from "../../test/form-factories.ts";

export interface RenderPageFormOptions extends Partial<Omit<PageFormProps, "page">> {
  config?: PortalConfig;
}

/** Renders one PageForm; `save` resolves as a successful save unless given. */
export async function renderPageForm(page: Page, options: RenderPageFormOptions = {}) {
  const { config, ...props } = options;
  const { store, rehydrated } = createTestStore(config ?? makeConfig());
  await rehydrated;
  // As the form screen does before a page shows: what it needs is loaded (page-parts.ts). So is
  // the save's code, which the screen loads with a page's first save: a test's save then
  // leaves as its button is pressed.
  await preloadPageParts(page);
  await loadPageSaving();
  const save = vi.fn<PageFormProps["save"]>(props.save ?? (async () => savedAnswer(page)));
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
              form={{ code: "APC", formToken: "tok" }}
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

/** The page's error summary. */
export const summaryBox = () => screen.getByRole("alert", { name: "There is a problem" });

/** What the error summary's links say, in order. */
export const summaryLinkTexts = () =>
  within(summaryBox())
    .getAllByRole("link")
    .map((link) => link.textContent);

/** The values of the last save. */
export function lastPosted(save: {
  mock: { calls: Array<[FlatPageValues, ...unknown[]]> };
}): FlatPageValues {
  const call = save.mock.calls.at(-1);
  if (!call) throw new Error("Nothing was saved");
  return call[0];
}
