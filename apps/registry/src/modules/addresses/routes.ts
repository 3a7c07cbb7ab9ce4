// GET /registry/api/v1/address?q=…: New Zealand address suggestions for the `address` render
// type (SPEC §5: NZ only; the portal fills line1, line2, suburb, city, postcode and country
// NZ from the one chosen). Public – registration is anonymous – and rate limited. Every word
// typed must begin a word of the address; case and macrons do not matter.
import {
  type AddressSuggestion,
  addressSearchPath,
  addressSuggestionListSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rateLimitFor } from "../../http/rate-limits.ts";

/** At most this many suggestions per answer. */
export const ADDRESS_SUGGESTIONS_MAX = 10;

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function searchAddresses(
  addresses: readonly AddressSuggestion[],
  query: string,
): AddressSuggestion[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const found: AddressSuggestion[] = [];
  for (const address of addresses) {
    const have = words(address.label);
    if (wanted.every((w) => have.some((h) => h.startsWith(w)))) found.push(address);
    if (found.length === ADDRESS_SUGGESTIONS_MAX) break;
  }
  return found;
}

export function registerAddressRoutes(
  root: FastifyInstance,
  addresses: readonly AddressSuggestion[],
): void {
  root.withTypeProvider<ZodTypeProvider>().get(
    addressSearchPath,
    {
      config: rateLimitFor("addressSearch"),
      schema: {
        tags: ["forms"],
        summary: "New Zealand address suggestions for the address render type",
        querystring: z.object({
          q: z.string().max(200).default("").describe("The text typed so far"),
        }),
        response: { 200: addressSuggestionListSchema },
      },
    },
    async (request) => searchAddresses(addresses, request.query.q),
  );
}
