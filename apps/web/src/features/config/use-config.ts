import type { PortalConfig } from "@portal/contract";
import { useSelector } from "react-redux";
import { selectConfig } from "./config-slice.ts";

export function useConfig(): PortalConfig {
  return useSelector(selectConfig);
}
