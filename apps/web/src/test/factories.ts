import {
  type AuthResponse,
  type FormType,
  type InProgressForm,
  type PortalConfig,
  type PortalConfigInput,
  portalConfigSchema,
  type Tile,
  type UserDetails,
} from "@portal/contract";

/** Small builders for test data (DESIGN §2: factories, not copied blobs). */

export function makeConfig(overrides: PortalConfigInput = {}): PortalConfig {
  return portalConfigSchema.parse({ title: "Dental Council Portal", ...overrides });
}

export function makeTile(type: string, overrides: Partial<Tile> = {}): Tile {
  return { type, name: `Tile ${type}`, subTiles: [], formTypes: [], ...overrides };
}

export function makeFormType(id: string, overrides: Partial<FormType> = {}): FormType {
  return { id, name: `Type ${id}`, canAdd: false, forms: [], completedForms: [], ...overrides };
}

export function makeInProgressForm(
  formId: string,
  overrides: Partial<InProgressForm> = {},
): InProgressForm {
  return {
    formId,
    name: `Form ${formId}`,
    writeDate: 0,
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

export function makeUserDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    email: "aroha@example.org",
    firstName: "Aroha",
    displayName: "Aroha Ngata",
    passwordResetPending: false,
    ...overrides,
  };
}

export function makeAuthResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    userDetails: makeUserDetails(),
    tiles: [makeTile("apc", { name: "Annual Practising Certificate" })],
    odooSessionId: "session-1",
    ...overrides,
  };
}
