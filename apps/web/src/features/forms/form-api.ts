import {
  type AddressSuggestion,
  addressSearchPath,
  addressSuggestionListSchema,
  apiPaths,
  type FieldValue,
  type FormResponse,
  formResponseSchema,
  type Option,
  optionListSchema,
} from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/** GET a form at a page (or, without one, where the service opens it). SPEC §7. */
export function fetchForm(
  address: { formType: string; formId: string; page?: string | undefined },
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<FormResponse> {
  return requestJson(
    apiPaths.form(address.formType, address.formId, address.page),
    formResponseSchema,
    {
      sessionId,
      signal,
    },
  );
}

/** The context every option endpoint is asked with (SPEC §7), plus the depended-on values. */
export interface OptionsQuery {
  formToken: string;
  formCode: string;
  page: string;
  values: Record<string, FieldValue>;
}

// A list value (multi-select) travels as one comma-separated parameter.
function queryText(value: FieldValue): string {
  if (Array.isArray(value)) return value.map((item) => String(item)).join(",");
  return value === null ? "" : String(value);
}

export function fetchOptions(
  endpoint: string,
  query: OptionsQuery,
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<Option[]> {
  const dependencies = Object.fromEntries(
    Object.entries(query.values).map(([name, value]) => [name, queryText(value)]),
  );
  return requestJson(endpoint, optionListSchema, {
    query: {
      formToken: query.formToken,
      formCode: query.formCode,
      page: query.page,
      ...dependencies,
    },
    sessionId,
    signal,
  });
}

/** New Zealand address suggestions for the text typed so far. */
export function searchAddresses(
  text: string,
  sessionId: string | null,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return requestJson(addressSearchPath, addressSuggestionListSchema, {
    query: { q: text },
    sessionId,
    signal,
  });
}
