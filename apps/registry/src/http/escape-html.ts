// Text the registry writes into HTML it makes (its own pages, e-mails, a form page's inserts):
// every character that could open markup or end an attribute as its numeric reference.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
