import { describe, expect, it } from "vitest";
import { makeFormType, makeInProgressForm, makeTile } from "../../test/factories.ts";
import { findTile, subTilePath, tileByChain } from "./tile-tree.ts";

describe("subTilePath: the four link rules of SPEC §2 Sub-tiles", () => {
  it("sends a tile whose first form type is RECERT-VOLUNTEER-SEARCH to the volunteer search", () => {
    const tile = makeTile("volunteer_search", {
      formTypes: [makeFormType("RECERT-VOLUNTEER-SEARCH"), makeFormType("OTHER")],
      subTiles: [makeTile("deeper")],
    });
    expect(subTilePath(tile, ["recertification"])).toBe("/search_peer_volunteer");
  });

  it("opens the form itself when its form type has formDisplay", () => {
    const tile = makeTile("declaration", {
      formTypes: [
        makeFormType("PLAIN"),
        makeFormType("DECL 1", { formDisplay: true, forms: [makeInProgressForm("t/1")] }),
      ],
      subTiles: [makeTile("deeper")],
    });
    expect(subTilePath(tile, ["recertification"])).toBe("/form/DECL%201/t%2F1");
  });

  it("goes one level deeper when it has sub-tiles, keeping the chain", () => {
    const tile = makeTile("peers", { subTiles: [makeTile("deeper")] });
    expect(subTilePath(tile, ["recertification", "cpd"])).toBe("/sub/recertification/cpd/peers");
  });

  it("otherwise opens its list", () => {
    const tile = makeTile("manage_relationship", { formTypes: [makeFormType("PEER")] });
    expect(subTilePath(tile, ["recertification"])).toBe("/forms/manage_relationship");
    // formDisplay without any form to show falls through to the list.
    const empty = makeTile("x", { formTypes: [makeFormType("D", { formDisplay: true })] });
    expect(subTilePath(empty, [])).toBe("/forms/x");
  });
});

describe("finding tiles", () => {
  const tiles = [
    makeTile("apc"),
    makeTile("recertification", {
      subTiles: [makeTile("cpd", { subTiles: [makeTile("peers")] }), makeTile("other")],
    }),
  ];

  it("resolves a /sub chain level by level", () => {
    expect(tileByChain(tiles, ["recertification"])?.type).toBe("recertification");
    expect(tileByChain(tiles, ["recertification", "cpd", "peers"])?.type).toBe("peers");
    expect(tileByChain(tiles, ["cpd"])).toBeUndefined();
    expect(tileByChain(tiles, ["recertification", "peers"])).toBeUndefined();
  });

  it("finds a list's tile at any depth", () => {
    expect(findTile(tiles, "peers")?.type).toBe("peers");
    expect(findTile(tiles, "other")?.type).toBe("other");
    expect(findTile(tiles, "missing")).toBeUndefined();
  });
});
