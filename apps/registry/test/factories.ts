// Small test-data factories: each makes one row with sensible defaults, through the same
// stores the service uses, and answers what a test needs to refer to it.
import { randomBytes } from "node:crypto";
import type { Db } from "../src/db/client.ts";
import { hashPassword } from "../src/modules/auth/password.ts";
import { insertFile } from "../src/modules/files/store.ts";
import { newFormToken } from "../src/modules/forms/form-token.ts";
import { insertForm, type NewForm } from "../src/modules/forms/store.ts";
import {
  assignTile,
  linkFormType,
  upsertFormType,
  upsertTile,
} from "../src/modules/tiles/store.ts";
import { insertUser } from "../src/modules/users/store.ts";

const unique = () => randomBytes(4).toString("hex");

/** One hash shared by factory users: argon2 is deliberately slow. */
let defaultHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = "a-test-password-1";

export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; firstName?: string; displayName?: string } = {},
) {
  const email = overrides.email ?? `user-${unique()}@example.test`;
  const password = overrides.password ?? FACTORY_PASSWORD;
  defaultHash ??= hashPassword(FACTORY_PASSWORD);
  const passwordHash =
    password === FACTORY_PASSWORD ? await defaultHash : await hashPassword(password);
  const id = await insertUser(db, {
    email,
    passwordHash,
    firstName: overrides.firstName ?? "Test",
    displayName: overrides.displayName ?? "Test User",
  });
  if (id === undefined) throw new Error(`user ${email} exists already`);
  return { id, email, password };
}

export async function createTile(
  db: Db,
  options: {
    type?: string;
    name?: string;
    parentId?: number | null;
    sortOrder?: number;
    formType?: { code?: string; name?: string; addable?: boolean; deletable?: boolean };
    assignTo?: number[];
  } = {},
) {
  const type = options.type ?? `tile_${unique()}`;
  const id = await upsertTile(db, {
    type,
    name: options.name ?? `Tile ${type}`,
    parentId: options.parentId ?? null,
    sortOrder: options.sortOrder ?? 0,
  });
  let formTypeCode: string | undefined;
  if (options.formType) {
    formTypeCode = options.formType.code ?? `FT-${unique()}`;
    await upsertFormType(db, {
      code: formTypeCode,
      name: options.formType.name ?? `Form type ${formTypeCode}`,
      formDisplay: false,
      addable: options.formType.addable ?? true,
      deletable: options.formType.deletable ?? true,
    });
    await linkFormType(db, { tileId: id, formTypeCode, sortOrder: 0 });
  }
  for (const userId of options.assignTo ?? []) await assignTile(db, userId, id);
  return { id, type, formTypeCode };
}

export async function createForm(
  db: Db,
  owner: number,
  formTypeCode: string,
  overrides: Partial<Omit<NewForm, "ownerId" | "formTypeCode">> = {},
) {
  const token = overrides.token ?? newFormToken();
  const id = await insertForm(db, {
    name: `Form ${unique()}`,
    ...overrides,
    token,
    ownerId: owner,
    formTypeCode,
  });
  return { id, token };
}

export async function createFile(
  db: Db,
  form: { id: number; ownerId: number },
  overrides: { name?: string; type?: "form" | "invoice" | "other"; bytes?: Buffer } = {},
) {
  const bytes = overrides.bytes ?? Buffer.from("receipt\n");
  const id = await insertFile(db, {
    formId: form.id,
    ownerId: form.ownerId,
    name: overrides.name ?? `file-${unique()}.txt`,
    type: overrides.type ?? "other",
    mimeType: "text/plain",
    size: bytes.length,
    bytes,
  });
  return { id, size: bytes.length };
}
