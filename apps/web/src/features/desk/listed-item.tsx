import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadStatus } from "../../components/load-status.tsx";
import { useLoad } from "../../lib/loading.tsx";
import { DeskApiError, deskCall } from "./desk-api.ts";
import { ScreenHeading } from "./screen-heading.tsx";

interface ListedItem<Item> {
  /** The list the service answers: it has no call for one item. */
  path: string;
  schema: { parse(data: unknown): { items: Item[] } };
  matches(item: Item): boolean;
  /** The service's own words for an item it does not know. */
  notFound: string;
}

/**
 * An admin's form screen for a new item of a list (a renewal round, a recertification cycle)
 * or for one to change, named by the route's `itemKey`: back to the list, its heading, then
 * the form once the item is found. The item is loaded like any screen's data and refused as
 * the service refuses an id it does not know; a new item (no key) loads nothing.
 */
export function ListedItemScreen<Item>({
  itemKey,
  listed,
  back,
  heading,
  form,
}: {
  itemKey: string | undefined;
  listed: ListedItem<Item>;
  back: { to: string; text: string };
  heading(item: Item | undefined): string;
  form(item: Item | undefined): ReactNode;
}) {
  const loaded = useLoad(itemKey ?? "", async (signal): Promise<Item | null> => {
    if (itemKey === undefined) return null;
    const { items } = await deskCall(listed.path, listed.schema, { signal });
    const found = items.find(listed.matches);
    if (!found) throw new DeskApiError(404, listed.notFound);
    return found;
  });
  const item = loaded.data ?? undefined;
  return (
    <>
      <p className="mb-2">
        <Link to={back.to}>{back.text}</Link>
      </p>
      <ScreenHeading>{heading(item)}</ScreenHeading>
      <LoadStatus of={loaded} />
      {loaded.data !== undefined && !loaded.failure && form(item)}
    </>
  );
}
