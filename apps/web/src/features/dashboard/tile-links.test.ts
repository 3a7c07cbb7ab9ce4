import { portalConfigSchema, type Tile } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { sortTiles, tileName, tilePath } from "./tile-links.ts";

const tile = (type: string, extra: Partial<Tile> = {}): Tile => ({
  type,
  name: `Tile ${type}`,
  subTiles: [],
  formTypes: [],
  ...extra,
});

describe("sortTiles", () => {
  it("orders tiles by the configured order", () => {
    const tiles = [tile("c"), tile("a"), tile("b")];
    expect(sortTiles(tiles, ["a", "b", "c"]).map((t) => t.type)).toEqual(["a", "b", "c"]);
  });

  it("keeps server order for types the order does not name, after the ordered ones", () => {
    const tiles = [tile("x"), tile("b"), tile("y"), tile("a"), tile("z")];
    expect(sortTiles(tiles, ["a", "b", "missing"]).map((t) => t.type)).toEqual([
      "a",
      "b",
      "x",
      "y",
      "z",
    ]);
  });

  it("keeps server order without a configured order, and leaves its input alone", () => {
    const tiles = [tile("b"), tile("a")];
    expect(sortTiles(tiles, []).map((t) => t.type)).toEqual(["b", "a"]);
    sortTiles(tiles, ["a"]);
    expect(tiles.map((t) => t.type)).toEqual(["b", "a"]);
  });
});

describe("tileName", () => {
  const content = portalConfigSchema.parse({
    content: { tiles: { apc: { name: "Annual Practising Certificate" }, blank: { name: "" } } },
  }).content;

  it("prefers the configured name, else the tile's own", () => {
    expect(tileName(tile("apc"), content)).toBe("Annual Practising Certificate");
    expect(tileName(tile("other"), content)).toBe("Tile other");
    expect(tileName(tile("blank"), content)).toBe("Tile blank");
  });
});

describe("tilePath", () => {
  it("links tiles with sub-tiles to /sub and others to /forms", () => {
    expect(tilePath(tile("recert", { subTiles: [tile("peer")] }))).toBe("/sub/recert");
    expect(tilePath(tile("apc"))).toBe("/forms/apc");
    expect(tilePath(tile("a b"))).toBe("/forms/a%20b");
  });
});
