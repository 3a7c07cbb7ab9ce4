import { SafeHtml } from "../../components/safe-html.tsx";
import { useConfig } from "../config/index.ts";

/** Anything the route table does not know: the configured not-found content (SPEC §2). */
export function NotFoundScreen() {
  const { notFoundContent, appLinkPrefix } = useConfig();
  return <SafeHtml html={notFoundContent} appLinkPrefix={appLinkPrefix} className="not-found" />;
}
