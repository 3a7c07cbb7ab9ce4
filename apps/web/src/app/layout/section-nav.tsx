import { useSelector } from "react-redux";
import { NavLink } from "react-router";
import { useConfig } from "../../features/config/index.ts";
import { selectTiles, sortTiles, tileName, tilePath } from "../../features/dashboard/index.ts";

interface NavItem {
  label: string;
  to: string;
  /** Active only on this exact path (the dashboard), not on paths below it. */
  end?: boolean;
}

/** SPEC §2 sub-navigation "In this section:"; NavLink marks the current page (aria-current). */
export function SectionNav() {
  const tiles = useSelector(selectTiles);
  const { tileOrder, content } = useConfig();
  const items: NavItem[] = [
    { label: "Dashboard", to: "/", end: true },
    ...sortTiles(tiles, tileOrder).map((tile) => ({
      label: tileName(tile, content),
      to: tilePath(tile),
    })),
    { label: "Account", to: "/account" },
    { label: "Change Password", to: "/set-password" },
    { label: "Log out", to: "/logout" },
  ];
  return (
    <nav className="section-nav" aria-labelledby="section-nav-label">
      <p id="section-nav-label" className="section-nav-label">
        In this section:
      </p>
      <ul className="nav nav-pills flex-column">
        {items.map((item) => (
          <li key={item.to} className="nav-item">
            <NavLink to={item.to} end={item.end} className="nav-link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
