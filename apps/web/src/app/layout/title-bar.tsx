import { useSelector } from "react-redux";
import { selectUserDetails } from "../../features/auth/index.ts";
import { useConfig } from "../../features/config/index.ts";
import { pageTitle } from "./page-title.ts";

/** The top bar: optional icon and the page's one h1. */
export function TitleBar() {
  const { title, icon } = useConfig();
  const details = useSelector(selectUserDetails);
  return (
    <header className="title-bar">
      <div className="container-lg d-flex align-items-center gap-3 py-3">
        {icon && <img src={icon} alt={`${title} logo`} className="title-bar-icon" />}
        <h1 className="title-bar-heading mb-0">{pageTitle(details, title)}</h1>
      </div>
    </header>
  );
}
