/** Whether the definition marks a text field as a password (fieldCssClass "password"). */
export function isPasswordField(fieldCssClass: string | undefined): boolean {
  return (fieldCssClass ?? "").split(/\s+/).includes("password");
}
