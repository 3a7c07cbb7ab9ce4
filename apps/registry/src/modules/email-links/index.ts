// What other modules may use of the email-links module.
export { type EmailLinkService, RESET_PASSWORD_TILE_TYPE } from "./service.ts";
