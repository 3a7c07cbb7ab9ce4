import { Link } from "react-router";

/** Every page's footer (portal, desk, public register): the public pages anyone may need. */
export function SiteFooter() {
  return (
    <footer className="site-footer container-lg py-3 border-top">
      <ul className="list-inline mb-0">
        <li className="list-inline-item">
          <Link to="/accessibility">Accessibility</Link>
        </li>
        <li className="list-inline-item">
          <Link to="/public-register">Public register</Link>
        </li>
      </ul>
    </footer>
  );
}
