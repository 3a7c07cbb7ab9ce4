// The look of the payment module's own pages (the sandbox, "Already paid", refusals): a
// stylesheet from this service, since the CSP forbids inline style. Colours are the portal's.
export const pageStylePath = "/odoo_payment/api/v1/payment/page.css";

export const pageStyle = `
body { margin: 0; background: #f3f5f9; color: #1f2933;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 36rem; margin: 3rem auto; padding: 2rem; background: #fff;
  border: 1px solid #d9dee7; border-radius: .5rem; }
h1 { margin-top: 0; font-size: 1.6rem; color: #12385d; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1.5rem; }
dt { font-weight: 600; }
dd { margin: 0; }
form { display: flex; gap: .75rem; margin-top: 1.5rem; }
button { font: inherit; padding: .5rem 1.2rem; border-radius: .375rem; cursor: pointer;
  border: 1px solid #1b5e8c; background: #1b5e8c; color: #fff; }
button[value="decline"] { background: #fff; color: #a4262c; border-color: #a4262c; }
button:focus-visible, a:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
a { color: #1b5e8c; }
`;
